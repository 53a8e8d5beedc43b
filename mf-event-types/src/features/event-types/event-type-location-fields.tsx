import { type PhoneSource, takesMeetingUrl } from '@slotwise/shared/contract/locations.contract';
import { Button, Input, NativeSelect, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import type { EventTypeFormErrors, EventTypeFormValues } from './event-type-form';
import { FormField } from './form-field';

interface LocationFieldsProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
  /** The host has a Google account: Google Meet bookings get a link. */
  hasGoogle: boolean;
}

/** The details of the chosen location (docs/product.md#locations): address, phone, or meeting link. */
export function EventTypeLocationFields({ values, errors, onChange, hasGoogle }: LocationFieldsProps) {
  const t = useEventTypesMessages();
  const { location } = values;
  if (location === 'google_meet') {
    if (hasGoogle)
      return (
        <Text fontSize="sm" color="fg.muted" data-testid="location-meet-hint">
          {t('location.meetHelper')}
        </Text>
      );
    // Without Google no Meet link comes (attendees are told the host sends the details): offer
    // Jitsi, whose link always works (docs/product.md#jitsi-meet).
    return (
      <Stack gap="2" align="start">
        <Text fontSize="sm" color="fg.muted" data-testid="location-meet-hint">
          {t('location.meetNoGoogle')}
        </Text>
        <Button size="xs" variant="outline" onClick={() => onChange({ location: 'jitsi' })}>
          {t('location.useJitsi')}
        </Button>
      </Stack>
    );
  }
  if (location === 'jitsi') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="location-jitsi-hint">
        {t('location.jitsiHelper')}
      </Text>
    );
  }
  if (location === 'in_person') {
    return (
      <FormField label={t('location.address')} required error={errors.location_address}>
        <Input
          value={values.location_address}
          onChange={(event) => onChange({ location_address: event.target.value })}
          placeholder={t('location.addressPlaceholder')}
          autoComplete="street-address"
          maxLength={500}
        />
      </FormField>
    );
  }
  if (location === 'phone') {
    return (
      <Stack gap="4">
        <FormField label={t('location.phoneFrom')} error={errors.location_phone_from}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.location_phone_from}
              onChange={(event) => onChange({ location_phone_from: event.target.value as PhoneSource })}
            >
              <option value="host">{t('location.phoneFromHost')}</option>
              <option value="attendee">{t('location.phoneFromAttendee')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {values.location_phone_from === 'host' ? (
          <FormField label={t('location.phone')} required error={errors.location_phone}>
            <Input
              type="tel"
              inputMode="tel"
              value={values.location_phone}
              onChange={(event) => onChange({ location_phone: event.target.value })}
              placeholder={t('location.phonePlaceholder')}
              autoComplete="tel"
              maxLength={40}
            />
          </FormField>
        ) : null}
      </Stack>
    );
  }
  if (takesMeetingUrl(location)) {
    return (
      <FormField
        label={t('location.meetingUrl')}
        required
        error={errors.location_url}
        helper={t('location.meetingUrlHelper')}
      >
        <Input
          type="url"
          inputMode="url"
          value={values.location_url}
          onChange={(event) => onChange({ location_url: event.target.value })}
          placeholder={
            location === 'zoom' ? 'https://zoom.us/j/…' : 'https://teams.microsoft.com/l/meetup-join/…'
          }
          autoComplete="off"
          maxLength={2000}
        />
      </FormField>
    );
  }
  return null;
}
