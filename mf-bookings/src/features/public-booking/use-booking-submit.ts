import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import type { CreatePublicBookingPayload, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { busyOccurrencesKey } from '@slotwise/shared/contract/series-rule.contract';
import { useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { attendeeApiText } from './attendee-api-text';
import { type FieldErrors, serverFieldErrors } from './booking-form-checks';
import { useCreateBooking } from './public-booking-mutations.api';

interface BookingSubmitOptions {
  onBooked: (booking: PublicBooking, attendeeEmail: string) => void;
  /** The time was taken meanwhile (409): back to the times, with the server's message. */
  onSlotTaken: (message: string) => void;
  /** A series with busy meetings (409 naming them): their starts, for the attendee to decide. */
  onSeriesBusy?: (starts: string[]) => void;
  /** What the server's form handling found (a page drawn after a POST without JavaScript). */
  initial?: { errors: FieldErrors; formError: string | null };
}

/**
 * Sending the booking form and what came of it: the field errors (the form's own or the API's
 * 422), a message for the whole form, and `attempt`, counting the refused submits (the form
 * then moves the focus to the first invalid field).
 */
export function useBookingSubmit({ onBooked, onSlotTaken, onSeriesBusy, initial }: BookingSubmitOptions) {
  const t = useAttendeeMessages();
  const { trigger: createBooking, isMutating } = useCreateBooking();
  const [errors, setErrors] = useState<FieldErrors>(() => ({ ...initial?.errors }));
  const [formError, setFormError] = useState<string | null>(initial?.formError ?? null);
  const [attempt, setAttempt] = useState(0);

  /** Sends `body` unless the form's checks `found` something (then shows it). */
  const submit = async (body: CreatePublicBookingPayload, found: FieldErrors) => {
    if (isMutating) return;
    setFormError(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const booking = await createBooking(body);
      onBooked(booking, body.attendee_email);
    } catch (error) {
      const busy = isApiError(error, 409) ? error.data?.errors?.[busyOccurrencesKey] : undefined;
      if (busy && busy.length > 0 && onSeriesBusy) {
        onSeriesBusy(busy);
        return;
      }
      if (isApiError(error, 409)) {
        onSlotTaken(attendeeApiText(apiErrorMessage(error, t('slotTaken')), t));
        return;
      }
      const fromServer = serverFieldErrors(error, body);
      if (fromServer) {
        setErrors(fromServer);
        setFormError(t('fixErrors'));
        setAttempt((n) => n + 1);
        return;
      }
      setFormError(attendeeApiText(apiErrorMessage(error, t('bookingFailed')), t));
    }
  };

  return { submit, isSubmitting: isMutating, errors, formError, attempt };
}
