import { routePreloadHandlers } from '@slotwise/shared/remote/route-preloader';
import { selectIsAuthenticated } from '@slotwise/shared/api/session.slice';
import { brand, limits } from '@slotwise/shared/contract/limits.contract';
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

/** The Free Plan's features, worded as product-spec §1 lists them. */
export const freePlanFeatures = [
  'Unlimited event types',
  `Up to ${limits.maxActiveEventTypes} active event types`,
  'Custom scheduling links',
  'Calendar integrations (Google, Outlook)',
  'Automated email notifications',
  'Basic booking page customization',
  'Basic availability settings',
  'Basic analytics',
] as const;

const questions = [
  {
    question: 'What counts as an active event type?',
    answer: `One that is public, so anyone with its link can book it. You can keep as many inactive event types as you like and switch any ${limits.maxActiveEventTypes} of them on.`,
  },
  {
    question: 'Can I run it on my own server?',
    answer: `Yes. ${brand.name} is open source: clone the repository and run npm ci && npm start. It uses an embedded database by default, or your PostgreSQL server.`,
  },
  {
    question: 'Which calendars are supported?',
    answer: 'Google Calendar works today. Outlook (Office 365) and Apple Calendar are coming soon.',
  },
];

/** Pricing page (product-spec §2): one Free Plan card. */
export function PricingPage() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  useEffect(() => {
    document.title = `Pricing · ${brand.name}`;
  }, []);

  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" gradientVia="bg">
      <Container maxW="5xl" py={{ base: '12', md: '20' }}>
        <Stack gap="4" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
          <Heading as="h1" size={{ base: '4xl', md: '5xl' }} letterSpacing="tight">
            Pricing
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            One plan, and it is free: everything you need to share a booking link and get booked.
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
                Free Plan
              </Heading>
              <Badge colorPalette="brand" variant="subtle">
                {brand.releaseLabel}
              </Badge>
            </Flex>
            <Stack gap="1">
              <HStack align="baseline" gap="1">
                <Text fontSize="5xl" fontWeight="bold" lineHeight="1">
                  $0
                </Text>
                <Text color="fg.muted">per month</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                No credit card required
              </Text>
            </Stack>
            <List.Root gap="3" listStyle="none" aria-label="Free Plan features">
              {freePlanFeatures.map((feature) => (
                <List.Item key={feature} display="flex" alignItems="flex-start" gap="3">
                  <Box color="brand.solid" mt="0.5" flexShrink="0">
                    <Check aria-hidden size={18} />
                  </Box>
                  {feature}
                </List.Item>
              ))}
            </List.Root>
            <Text fontSize="xs" color="fg.muted">
              Google Calendar works today; Outlook is coming soon.
            </Text>
            {isAuthenticated ? (
              <Button asChild colorPalette="brand" size="lg" w="full">
                <Link to="/dashboard" {...routePreloadHandlers('/dashboard')}>
                  Go to dashboard
                </Link>
              </Button>
            ) : (
              <Button asChild colorPalette="brand" size="lg" w="full">
                <Link to="/register" {...routePreloadHandlers('/register')}>
                  Get started for free
                </Link>
              </Button>
            )}
          </Card.Body>
        </Card.Root>

        <Stack as="section" aria-labelledby="pricing-questions" gap="6" mt={{ base: '16', md: '24' }}>
          <Heading as="h2" id="pricing-questions" size="2xl" textAlign="center">
            Questions
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
            {questions.map((item) => (
              <Stack key={item.question} gap="2">
                <Heading as="h3" size="md">
                  {item.question}
                </Heading>
                <Text color="fg.muted">{item.answer}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
