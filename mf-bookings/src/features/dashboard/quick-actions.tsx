import { Link as RouterLink } from '@slotwise/shared/router';
import { Card, Heading, LinkBox, LinkOverlay, Stack, Text } from '@slotwise/shared/ui/chakra';
import { BarChart3, CalendarPlus, Clock, Users } from 'lucide-react';
import { dashboardTexts as t } from './dashboard.texts';

const icons = [CalendarPlus, Clock, Users, BarChart3];

/**
 * The overview's four shortcuts (docs/product.md#dashboard-overview;
 * targets: docs/product.md#routes-and-access).
 */
export function QuickActions() {
  return (
    <Card.Root as="section" aria-labelledby="quick-actions-heading" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="quick-actions-heading">
          {t.quickActionsHeading}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="2" listStyleType="none">
          {t.quickActions.map(({ to, title, text }, index) => {
            const Icon = icons[index];
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
