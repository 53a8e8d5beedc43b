import { useAppLanguage } from '@slotwise/shared/i18n/i18n';
import { Box, Button, Checkbox, Fieldset, Stack, Text } from '@slotwise/shared/ui/chakra';
import type { ReactNode } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';

interface CalendarConnectionCardProps {
  testId: string;
  /** Who the connection is (account, server) and what else identifies it. */
  title: ReactNode;
  subtitle: ReactNode;
  /** The last failed read in words, or null. */
  error: string | null;
  lastSyncedAt: string | null;
  /** The texts around the time: "Last synced {{time}}" and "not synced yet". */
  lastSyncedText: (time: string) => string;
  neverSyncedText: string;
  /** The data-testid of the state line (the journeys and tests read it). */
  stateTestId: string;
  onDisconnect: () => void;
  checkLegend: string;
  calendars: { id: string; label: string; checked: boolean }[];
  busy: boolean;
  onToggle: (calendarId: string, checked: boolean) => void;
}

/**
 * One calendar connection in Settings > Integrations (CalDAV, Microsoft): who it is, its state
 * (the last failed read in words, else when it was last read, in the screen's language), its
 * calendars to tick for conflicts, and Disconnect.
 */
export function CalendarConnectionCard({
  testId,
  title,
  subtitle,
  error,
  lastSyncedAt,
  lastSyncedText,
  neverSyncedText,
  stateTestId,
  onDisconnect,
  checkLegend,
  calendars,
  busy,
  onToggle,
}: CalendarConnectionCardProps) {
  const t = useSettingsMessages();
  const { language } = useAppLanguage();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" data-testid={testId}>
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <Stack gap="0.5">
            <Text fontWeight="medium">{title}</Text>
            {subtitle ? (
              <Text color="fg.muted" textStyle="sm">
                {subtitle}
              </Text>
            ) : null}
            {error ? (
              <Text color="fg.error" textStyle="sm" role="status" data-testid={stateTestId}>
                {error}
              </Text>
            ) : (
              <Text color="fg.muted" textStyle="sm" data-testid={stateTestId}>
                {lastSyncedAt
                  ? lastSyncedText(
                      // In the screen's language, like its words (not the browser's).
                      new Date(lastSyncedAt).toLocaleString(language, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                    )
                  : neverSyncedText}
              </Text>
            )}
          </Stack>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDisconnect}>
            {t('integrations.disconnect')}
          </Button>
        </Stack>
        <Fieldset.Root>
          <Fieldset.Legend textStyle="sm" fontWeight="medium">
            {checkLegend}
          </Fieldset.Legend>
          <Stack gap="2" mt="2">
            {calendars.map((calendar) => (
              <Checkbox.Root
                key={calendar.id}
                checked={calendar.checked}
                disabled={busy}
                onCheckedChange={(details) => onToggle(calendar.id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{calendar.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      </Stack>
    </Box>
  );
}
