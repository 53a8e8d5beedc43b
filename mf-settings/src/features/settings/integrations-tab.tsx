import { Badge, Card, Heading, HStack, Stack, Text } from '@slotwise/shared/ui/chakra';
import { CalendarDays } from 'lucide-react';

const comingSoon = ['Office 365 (Microsoft Calendar)', 'Apple Calendar (iCloud)'];

/** Calendar Integrations: the Google account row arrives with the Google Calendar change. */
export function IntegrationsTab() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="md">
          Email & Calendar Integrations
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Additional Google accounts give email and calendar access; they do not affect how you sign in.
        </Text>
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Coming Soon
        </Heading>
        {comingSoon.map((name) => (
          <Card.Root key={name} variant="outline" aria-disabled="true" opacity="0.6">
            <Card.Body>
              <HStack justify="space-between" gap="3">
                <HStack gap="3">
                  <CalendarDays aria-hidden size={20} style={{ flexShrink: 0 }} />
                  <Text fontWeight="medium">{name}</Text>
                </HStack>
                <Badge>Coming Soon</Badge>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
