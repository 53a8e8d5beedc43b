import { useEventTypesMessages } from '../../app/event-types-catalogue';
import type { EventTypeFormValues } from './event-type-form';
import { SwitchField } from './form-field';

/**
 * "Confirm the attendee's e-mail" (docs/product.md#attendee-e-mail-confirmation): bookings hold
 * their time until the attendee opens the link mailed to them.
 */
export function ConfirmAttendeeEmailField({
  values,
  onChange,
}: {
  values: Pick<EventTypeFormValues, 'confirm_attendee_email'>;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}) {
  const t = useEventTypesMessages();
  return (
    <SwitchField
      label={t('advanced.confirmAttendeeEmail')}
      checked={values.confirm_attendee_email}
      onChange={(checked) => onChange({ confirm_attendee_email: checked })}
      helper={t('advanced.confirmAttendeeEmailHelp')}
    />
  );
}
