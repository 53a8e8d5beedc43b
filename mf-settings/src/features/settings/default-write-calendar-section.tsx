import type { WriteCalendarChoice } from '@slotwise/shared/contract/calendar-choices.contract';
import { Box, Card, Field, Heading, HStack, NativeSelect, Stack, Text } from '@slotwise/shared/ui/chakra';
import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import {
  useGetDefaultWriteCalendarQuery,
  useGetWritableCalendarsQuery,
  useSetDefaultWriteCalendarMutation,
} from './calendar-choices.api';
import { settingsToast } from './settings-toast';

const keyOf = (choice: WriteCalendarChoice) =>
  `${choice.provider}|${choice.connection_id}|${choice.calendar_id}`;

/**
 * "Add bookings to": the host-wide default calendar bookings are written to, any writable
 * calendar of any connection (docs/calendars.md#which-calendars-count). Each event type may pick
 * another one. Shown once the host has a writable calendar.
 */
export function DefaultWriteCalendarSection() {
  const t = useSettingsMessages();
  const headingId = useId();
  const selectId = useId();
  const calendars = useGetWritableCalendarsQuery();
  const current = useGetDefaultWriteCalendarQuery();
  const [save, saving] = useSetDefaultWriteCalendarMutation();
  const options = calendars.data ?? [];
  if (options.length === 0) return null;

  const change = async (key: string) => {
    const chosen = options.find((calendar) => keyOf(calendar) === key);
    try {
      await save(
        chosen
          ? {
              provider: chosen.provider,
              connection_id: chosen.connection_id,
              calendar_id: chosen.calendar_id,
            }
          : null,
      ).unwrap();
      settingsToast('success', t('writeCalendar.saved'));
    } catch {
      settingsToast('error', t('caldav.saveFailed'));
    }
  };

  return (
    <Card.Root
      variant="outline"
      as="section"
      aria-labelledby={headingId}
      data-testid="default-write-calendar"
    >
      <Card.Body gap="3" p={{ base: '3', md: '6' }}>
        <HStack gap="3" align="flex-start">
          <Box color="brand.fg" mt="0.5">
            <CalendarPlus aria-hidden size={20} />
          </Box>
          <Stack gap="0.5">
            <Heading as="h3" size="sm" id={headingId}>
              {t('writeCalendar.title')}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {t('writeCalendar.note')}
            </Text>
          </Stack>
        </HStack>
        <Field.Root disabled={saving.isLoading || current.isLoading}>
          <Field.Label htmlFor={selectId}>{t('writeCalendar.label')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={selectId}
              value={current.data ? keyOf(current.data) : ''}
              onChange={(event) => change(event.target.value)}
            >
              <option value="">{t('writeCalendar.none')}</option>
              {options.map((calendar) => (
                <option key={keyOf(calendar)} value={keyOf(calendar)}>
                  {calendar.account ? `${calendar.name} (${calendar.account})` : calendar.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}
