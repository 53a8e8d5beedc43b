import { Checkbox, Fieldset, Skeleton, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { useGetGoogleCalendarsQuery, useSetGoogleCalendarCheckedMutation } from './calendar-choices.api';
import { settingsToast } from './settings-toast';

/**
 * Under a Google account: its calendars, each ticked when its busy time blocks free times
 * (docs/calendars.md#which-calendars-count). The primary one is ticked when connected.
 */
export function GoogleCalendarChecks({ accountId }: { accountId: string }) {
  const t = useSettingsMessages();
  const calendars = useGetGoogleCalendarsQuery(accountId);
  const [setChecked, change] = useSetGoogleCalendarCheckedMutation();

  const toggle = async (calendarId: string, checked: boolean) => {
    try {
      await setChecked({ accountId, calendarId, checked }).unwrap();
    } catch {
      settingsToast('error', t('caldav.saveFailed'));
    }
  };

  if (calendars.isLoading) return <Skeleton height="10" />;
  if (!calendars.data) {
    return calendars.isError ? (
      <Text color="fg.error" textStyle="sm" role="status">
        {t('googleCalendars.fetchFailed')}
      </Text>
    ) : null;
  }
  return (
    <Fieldset.Root data-testid="google-calendar-checks">
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {t('caldav.checkLegend')}
      </Fieldset.Legend>
      <Stack gap="2" mt="2">
        {calendars.data.map((calendar) => (
          <Checkbox.Root
            key={calendar.id}
            checked={calendar.checked}
            disabled={change.isLoading}
            onCheckedChange={(details) => toggle(calendar.id, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {calendar.name}
              {calendar.writable ? null : (
                <Text as="span" color="fg.muted">
                  {' '}
                  {t('googleCalendars.readOnly')}
                </Text>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
