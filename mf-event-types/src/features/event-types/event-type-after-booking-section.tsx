import { maxRedirectUrlLength } from '@slotwise/shared/contract/redirect-address.contract';
import { Input } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import type { EventTypeFormErrors, EventTypeFormValues } from './event-type-form';
import { FormField } from './form-field';

interface AfterBookingSectionProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}

/** Where the attendee goes after booking (docs/product.md#after-booking); empty: the confirmation stays. */
export function EventTypeAfterBookingSection({ values, errors, onChange }: AfterBookingSectionProps) {
  const t = useEventTypesMessages();
  return (
    <FormField
      label={t('afterBooking.redirectUrl')}
      error={errors.redirect_url}
      helper={t('afterBooking.help')}
    >
      <Input
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={maxRedirectUrlLength}
        placeholder="https://example.com/thanks"
        value={values.redirect_url}
        onChange={(event) => onChange({ redirect_url: event.target.value })}
      />
    </FormField>
  );
}
