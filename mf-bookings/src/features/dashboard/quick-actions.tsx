import { Link as RouterLink } from '@slotwise/shared/router';
import { Card, Heading, LinkBox, LinkOverlay, Stack, Text } from '@slotwise/shared/ui/chakra';
import { BarChart3, CalendarPlus, Clock, Users } from 'lucide-react';
import { useBookingsMessages } from '../../app/bookings-catalogue';

// The four shortcuts: target, icon and the keys of their title and text.
const quickActions = [
  { to: '/dashboard/event-types', icon: CalendarPlus, key: 'dashboard.quickActionEventTypes' },
  { to: '/dashboard/availability', icon: Clock, key: 'dashboard.quickActionAvailability' },
  { to: '/dashboard/teams', icon: Users, key: 'dashboard.quickActionTeams' },
  { to: '/dashboard/analytics', icon: BarChart3, key: 'dashboard.quickActionAnalytics' },
] as const;

/**
 * The overview's four shortcuts (docs/product.md#dashboard-overview;
 * targets: docs/product.md#routes-and-access).
 */
export function QuickActions() {
  const t = useBookingsMessages();
  return (
    <Card.Root as="section" aria-labelledby="quick-actions-heading" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="quick-actions-heading">
          {t('dashboard.quickActionsHeading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="2" listStyleType="none">
          {quickActions.map(({ to, icon: Icon, key }) => {
            const title = t(key);
            const text = t(`${key}Text`);
            return (
              <LinkBox
                as="li"
                key={to}
                display="flex"
                gap="3"
                alignItems="center"
                p="3"
                rounded="md"
                borderWidth="1px"
                _hover={{ bg: 'bg.muted' }}
              >
                <Icon size={20} aria-hidden />
                <Stack gap="0">
                  <LinkOverlay asChild fontWeight="semibold">
                    <RouterLink to={to}>{title}</RouterLink>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {text}
                  </Text>
                </Stack>
              </LinkBox>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
