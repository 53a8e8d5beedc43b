import { skipToken } from '@reduxjs/toolkit/query';
import { NativeSelect } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import {
  useGetCaldavCalendarOptionsQuery,
  useGetEventTypeWriteCalendarQuery,
} from './caldav-write-calendar.api';
import { FormField } from './form-field';
import {
  microsoftWriteOptions,
  useGetEventTypeMicrosoftCalendarQuery,
  useGetMicrosoftCalendarOptionsQuery,
} from './microsoft-write-calendar.api';

/**
 * "Write bookings to": one of the host's writable CalDAV calendars (docs/calendars.md#what-is-written).
 * Shown only when the host has some. `value` undefined: unchanged (the stored choice is shown);
 * the dialog saves a change after the event type itself.
 */
export function CaldavWriteCalendarField({
  eventTypeId,
  value,
  onChange,
}: {
  eventTypeId: string | null;
  value: string | null | undefined;
  onChange: (calendarId: string | null) => void;
}) {
  const t = useEventTypesMessages();
  const connections = useGetCaldavCalendarOptionsQuery();
  const stored = useGetEventTypeWriteCalendarQuery(eventTypeId ?? skipToken);
  // Microsoft calendars are offered beside the CalDAV ones (docs/calendars.md).
  const microsoft = useGetMicrosoftCalendarOptionsQuery();
  const storedMicrosoft = useGetEventTypeMicrosoftCalendarQuery(eventTypeId ?? skipToken);
  const options = [
    ...(connections.data ?? []).flatMap((connection) =>
      connection.calendars
        .filter((calendar) => calendar.writable)
        .map((calendar) => ({ id: calendar.id, label: `${calendar.display_name} (${connection.username})` })),
    ),
    ...microsoftWriteOptions(microsoft.data),
  ];
  if (options.length === 0) return null;
  const shown = value !== undefined ? value : (stored.data ?? storedMicrosoft.data ?? null);
  return (
    <FormField label={t('basic.writeCalendar')} helper={t('basic.writeCalendarHelp')}>
      <NativeSelect.Root>
        <NativeSelect.Field value={shown ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">{t('basic.noWriteCalendar')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
