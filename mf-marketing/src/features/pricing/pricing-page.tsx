import { selectIsAuthenticated } from '@slotwise/shared/api/session.slice';
import { useAppLanguage, useMessages } from '@slotwise/shared/i18n/i18n';
import { routePreloadHandlers } from '@slotwise/shared/remote/route-preloader';
import { Link } from '@slotwise/shared/router';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { Check } from 'lucide-react';
import { useEffect } from 'react';
import type { MarketingKey } from '../../app/locales/en';
import { catalogueValues, marketingCatalogue } from '../../app/marketing-catalogue';

/** The Free Plan's features, worded as docs/product.md#marketing-pages lists them (catalogue keys). */
export const freePlanFeatures = [
  'pricing.feature.unlimited',
  'pricing.feature.active',
  'pricing.feature.links',
  'pricing.feature.calendars',
  'pricing.feature.emails',
  'pricing.feature.customization',
  'pricing.feature.availability',
  'pricing.feature.analytics',
] as const satisfies readonly MarketingKey[];

const questions = [
  { question: 'pricing.q.active.question', answer: 'pricing.q.active.answer' },
  { question: 'pricing.q.selfHost.question', answer: 'pricing.q.selfHost.answer' },
  { question: 'pricing.q.calendars.question', answer: 'pricing.q.calendars.answer' },
] as const satisfies readonly { question: MarketingKey; answer: MarketingKey }[];

/** Pricing page (docs/product.md#marketing-pages): one Free Plan card. */
export function PricingPage() {
  const t = useMessages(marketingCatalogue);
  const { language } = useAppLanguage();
  const values = catalogueValues(language);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const documentTitle = t('pricing.documentTitle', values);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" gradientVia="bg">
      <Container maxW="5xl" py={{ base: '12', md: '20' }}>
        <Stack gap="4" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
          <Heading as="h1" size={{ base: '4xl', md: '5xl' }} letterSpacing="tight">
            {t('pricing.title')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('pricing.lead')}
          </Text>
        </Stack>

        <Card.Root
          variant="elevated"
          rounded="2xl"
          shadow="xl"
          maxW="md"
          mx="auto"
          borderTopWidth="4px"
          borderTopColor="brand.solid"
        >
          <Card.Body gap="6" p={{ base: '6', md: '8' }}>
            <Flex justify="space-between" align="center" gap="3">
              <Heading as="h2" size="xl">
                {t('pricing.plan')}
              </Heading>
              <Badge colorPalette="brand" variant="subtle">
                {t('release.label')}
              </Badge>
            </Flex>
            <Stack gap="1">
              <HStack align="baseline" gap="1">
                <Text fontSize="5xl" fontWeight="bold" lineHeight="1">
                  {values.price}
                </Text>
                <Text color="fg.muted">{t('pricing.perMonth')}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t('pricing.noCreditCardRequired')}
              </Text>
            </Stack>
            <List.Root gap="3" listStyle="none" aria-label={t('pricing.featuresLabel')}>
              {freePlanFeatures.map((feature) => (
                <List.Item key={feature} display="flex" alignItems="flex-start" gap="3">
                  <Box color="brand.solid" mt="0.5" flexShrink="0">
                    <Check aria-hidden size={18} />
                  </Box>
                  {t(feature, values)}
                </List.Item>
              ))}
            </List.Root>
            <Text fontSize="xs" color="fg.muted">
              {t('pricing.calendarNote')}
            </Text>
            {isAuthenticated ? (
              <Button asChild colorPalette="brand" size="lg" w="full">
                <Link to="/dashboard" {...routePreloadHandlers('/dashboard')}>
                  {t('pricing.goToDashboard')}
                </Link>
              </Button>
            ) : (
              <Button asChild colorPalette="brand" size="lg" w="full">
                <Link to="/register" {...routePreloadHandlers('/register')}>
                  {t('pricing.getStarted')}
                </Link>
              </Button>
            )}
          </Card.Body>
        </Card.Root>

        <Stack as="section" aria-labelledby="pricing-questions" gap="6" mt={{ base: '16', md: '24' }}>
          <Heading as="h2" id="pricing-questions" size="2xl" textAlign="center">
            {t('pricing.questions')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
            {questions.map((item) => (
              <Stack key={item.question} gap="2">
                <Heading as="h3" size="md">
                  {t(item.question)}
                </Heading>
                <Text color="fg.muted">{t(item.answer, values)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
