import { skipToken } from '@reduxjs/toolkit/query';
import { NativeSelect } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { FormField } from './form-field';
import {
  choiceKey,
  useGetEventTypeWriteCalendarQuery,
  useGetWritableCalendarsQuery,
} from './write-calendar.api';

/**
 * "Write bookings to": one of the host's writable calendars of any connection (Google, CalDAV...),
 * or the host's default calendar (docs/calendars.md#which-calendars-count). Read-only calendars
 * are never offered. Shown only when the host has some. `value` undefined: unchanged (the stored
 * choice is shown); the dialog saves a change after the event type itself.
 */
export function WriteCalendarField({
  eventTypeId,
  value,
  onChange,
}: {
  eventTypeId: string | null;
  value: string | null | undefined;
  onChange: (calendarKey: string | null) => void;
}) {
  const t = useEventTypesMessages();
  const calendars = useGetWritableCalendarsQuery();
  const stored = useGetEventTypeWriteCalendarQuery(eventTypeId ?? skipToken);
  const options = (calendars.data ?? []).map((calendar) => ({
    key: choiceKey(calendar),
    label: calendar.account ? `${calendar.name} (${calendar.account})` : calendar.name,
  }));
  if (options.length === 0) return null;
  const shown = value !== undefined ? value : (stored.data ?? null);
  return (
    <FormField label={t('basic.writeCalendar')} helper={t('basic.writeCalendarHelp')}>
      <NativeSelect.Root>
        <NativeSelect.Field value={shown ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">{t('basic.noWriteCalendar')}</option>
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
