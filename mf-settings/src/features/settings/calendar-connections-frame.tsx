import { Alert, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@slotwise/shared/ui/chakra';
import { CalendarDays } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';

interface CalendarConnectionsFrameProps {
  testId: string;
  title: string;
  note: string;
  /** The connections list is loading (first load). */
  loading: boolean;
  /** Shown with "Try again" when the list could not be read and none is shown. */
  fetchFailed: string | null;
  onRetry: () => void;
  /** The list, the connect control... */
  children: ReactNode;
  /** Outside the card's body (the confirmation dialog). */
  dialogs?: ReactNode;
}

/**
 * The card a calendar provider's connections sit in (Settings > Integrations): icon, heading,
 * note, loading and "could not be read" states. CalDAV and Microsoft share it; what differs
 * (connect form or OAuth, the connection rows) is their children.
 */
export function CalendarConnectionsFrame({
  testId,
  title,
  note,
  loading,
  fetchFailed,
  onRetry,
  children,
  dialogs,
}: CalendarConnectionsFrameProps) {
  const t = useSettingsMessages();
  const headingId = useId();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={headingId} data-testid={testId}>
      <Card.Body gap="4" p={{ base: '3', md: '6' }}>
        <HStack gap="3" align="flex-start">
          <Box color="brand.fg" mt="0.5">
            <CalendarDays aria-hidden size={20} />
          </Box>
          <Stack gap="0.5">
            <Heading as="h3" size="sm" id={headingId}>
              {title}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {note}
            </Text>
          </Stack>
        </HStack>

        {loading ? <Skeleton height="16" /> : null}
        {fetchFailed ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{fetchFailed}</Alert.Title>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('integrations.tryAgain')}
            </Button>
          </Alert.Root>
        ) : null}

        {children}
      </Card.Body>
      {dialogs}
    </Card.Root>
  );
}
