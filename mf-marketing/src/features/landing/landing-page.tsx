import { selectIsAuthenticated } from '@slotwise/shared/api/session.slice';
import { brand } from '@slotwise/shared/contract/limits.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { routePreloadHandlers } from '@slotwise/shared/remote/route-preloader';
import { Link } from '@slotwise/shared/router';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import {
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  Flex,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@slotwise/shared/ui/chakra';
import { ArrowRight, Quote } from 'lucide-react';
import { useEffect } from 'react';
import { marketingCatalogue } from '../../app/marketing-catalogue';
import { fillSlot, slot } from '../../app/sentence-slot';
import {
  howItWorksSteps,
  type IconText,
  illustrativeQuotes,
  productClaims,
  propertyBadges,
  schedulingBlurbs,
} from './landing-content';
import { SampleEventCard } from './sample-event-card';

function SectionHeader({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
      <Text
        color="brand.fg"
        fontWeight="semibold"
        fontSize="sm"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {eyebrow}
      </Text>
      <Heading as="h2" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {text ? (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {text}
        </Text>
      ) : null}
    </Stack>
  );
}

function IconTextItem({ item }: { item: IconText }) {
  const t = useMessages(marketingCatalogue);
  return (
    <Stack gap="3">
      <Center boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg">
        <Icon asChild boxSize="5">
          <item.icon aria-hidden />
        </Icon>
      </Center>
      <Heading as="h3" size="md">
        {t(item.title)}
      </Heading>
      <Text color="fg.muted">{t(item.text)}</Text>
    </Stack>
  );
}

function Hero({ isAuthenticated }: { isAuthenticated: boolean }) {
  const t = useMessages(marketingCatalogue);
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg">
      <Container maxW="7xl" py={{ base: '12', md: '20' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '12', lg: '16' }} alignItems="center">
          <Stack
            gap="6"
            align={{ base: 'center', lg: 'flex-start' }}
            textAlign={{ base: 'center', lg: 'start' }}
          >
            <Badge colorPalette="brand" variant="surface" size="lg" rounded="full" px="3">
              {t('landing.hero.badge')}
            </Badge>
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" lineHeight="1.1">
              {fillSlot(
                t('landing.hero.title', { highlight: slot }),
                <Box as="span" color="brand.solid">
                  {t('landing.hero.titleHighlight')}
                </Box>,
              )}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
              {t('landing.hero.lead')}
            </Text>
            <Stack gap="2" align={{ base: 'center', lg: 'flex-start' }}>
              <HStack gap="3" wrap="wrap" justify={{ base: 'center', lg: 'flex-start' }}>
                {isAuthenticated ? (
                  <Button asChild colorPalette="brand" size="xl">
                    <Link to="/dashboard" {...routePreloadHandlers('/dashboard')}>
                      {t('nav.goToApp')} <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                ) : (
                  <Button asChild colorPalette="brand" size="xl">
                    <Link to="/signup" {...routePreloadHandlers('/register')}>
                      {t('landing.hero.signUp')} <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                )}
                <Button asChild variant="outline" size="xl" bg="bg">
                  <a href="#how-it-works">{t('landing.hero.howItWorks')}</a>
                </Button>
              </HStack>
              {isAuthenticated ? null : (
                <Text fontSize="sm" color="fg.muted">
                  {t('landing.noCreditCardRequired')}
                </Text>
              )}
            </Stack>
            <HStack
              as="ul"
              aria-label={t('landing.properties')}
              gap="2"
              wrap="wrap"
              justify={{ base: 'center', lg: 'flex-start' }}
              listStyleType="none"
            >
              {propertyBadges.map((badge) => (
                <Badge
                  as="li"
                  key={badge.label}
                  variant="outline"
                  size="md"
                  px="2.5"
                  py="1"
                  gap="1.5"
                  bg="bg"
                >
                  <badge.icon aria-hidden size={14} />
                  {t(badge.label)}
                </Badge>
              ))}
            </HStack>
          </Stack>
          <SampleEventCard />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** Landing home (docs/product.md#marketing-pages). Kept light: no data, no heavy libraries. */
export function LandingPage() {
  const t = useMessages(marketingCatalogue);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const documentTitle = t('landing.documentTitle', { brand: brand.name });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <>
      <Hero isAuthenticated={isAuthenticated} />

      <Container as="section" aria-labelledby="features-heading" maxW="7xl" py={{ base: '16', md: '24' }}>
        <SectionHeader
          eyebrow={t('landing.why.eyebrow', { brand: brand.name })}
          title={t('landing.why.title')}
          text={t('landing.why.text')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '10', md: '12' }}>
          {productClaims.map((claim) => (
            <IconTextItem key={claim.title} item={claim} />
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" id="how-it-works" bg="bg.subtle" py={{ base: '16', md: '24' }} scrollMarginTop="16">
        <Container maxW="7xl">
          <SectionHeader eyebrow={t('landing.how.eyebrow')} title={t('landing.how.title')} />
          <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
            {howItWorksSteps.map((step, index) => (
              <Card.Root as="li" key={step.title} variant="outline" rounded="xl">
                <Card.Body gap="3">
                  <Center
                    boxSize="9"
                    rounded="full"
                    bg="brand.solid"
                    color="brand.contrast"
                    fontWeight="bold"
                    aria-hidden
                  >
                    {index + 1}
                  </Center>
                  <Heading as="h3" size="md">
                    {t(step.title)}
                  </Heading>
                  <Text color="fg.muted">{t(step.text)}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container as="section" maxW="7xl" py={{ base: '16', md: '24' }}>
        <SectionHeader
          eyebrow={t('landing.correct.eyebrow')}
          title={t('landing.correct.title')}
          text={t('landing.correct.text')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '10', md: '8' }}>
          {schedulingBlurbs.map((blurb) => (
            <IconTextItem key={blurb.title} item={blurb} />
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" bg="bg.subtle" py={{ base: '16', md: '24' }}>
        <Container maxW="7xl">
          <SectionHeader
            eyebrow={t('landing.who.eyebrow')}
            title={t('landing.who.title')}
            text={t('landing.who.text', { brand: brand.name })}
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {illustrativeQuotes.map((item) => (
              <Card.Root as="figure" key={item.who} variant="elevated" rounded="xl">
                <Card.Body gap="4">
                  <Box color="brand.solid">
                    <Quote aria-hidden size={28} />
                  </Box>
                  <Text as="blockquote" fontSize="lg">
                    {t(item.quote)}
                  </Text>
                  <Text as="figcaption" fontSize="sm" color="fg.muted" mt="auto">
                    {t('landing.quote.illustrative', { who: t(item.who) })}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container as="section" maxW="7xl" py={{ base: '16', md: '24' }}>
        <Flex
          direction="column"
          align="center"
          textAlign="center"
          gap="6"
          bg="brand.solid"
          color="brand.contrast"
          rounded="3xl"
          px={{ base: '6', md: '16' }}
          py={{ base: '12', md: '16' }}
          bgGradient="to-br"
          gradientFrom="brand.600"
          gradientTo="brand.800"
        >
          <Heading as="h2" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            {t('landing.cta.title')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} opacity="0.9" maxW="xl">
            {t('landing.cta.text')}
          </Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
              <Link to="/signup" {...routePreloadHandlers('/register')}>
                {t('landing.cta.start')}
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              {/* The spec's visible "Learn more", named in full for screen readers and search engines. */}
              <Link to="/features">
                {t('landing.cta.learnMore')}
                <VisuallyHidden>{t('landing.cta.learnMoreContext')}</VisuallyHidden>
              </Link>
            </Button>
          </HStack>
        </Flex>
      </Container>
    </>
  );
}
