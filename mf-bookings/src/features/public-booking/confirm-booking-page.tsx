import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { attendeeApiText } from './attendee-api-text';
import { Alert, Loading, useDocumentTitle } from './attendee-ui';
import { BookingConfirmation } from './booking-confirmation';
import { tokenOfFragment, useConfirmAttendeeEmail } from './booking-email-confirmation.api';
import { LoadFailedFrame } from './load-failed-frame';
import { PageFrame } from './page-frame';
import styles from './public-booking.module.css';
import { preferredClock } from './zoned-time';

type State =
  | { step: 'confirming' }
  | { step: 'done'; booking: PublicBooking }
  | { step: 'refused'; message: string; used?: boolean }
  | { step: 'load-failed' };

/** A refusal of the API (the link is unknown, used or expired), not a failure to reach it. */
function isRefusal(cause: unknown): boolean {
  return isApiError(cause) && typeof cause.status === 'number' && cause.status >= 400 && cause.status < 500;
}

/**
 * The page of the link mailed to an attendee (docs/product.md#attendee-e-mail-confirmation): the
 * token is in the fragment, which no request carries; the page posts it, drops it from the
 * address bar, and shows the booking as its confirmation, or why it cannot be confirmed.
 */
export function ConfirmBookingPage() {
  const t = useAttendeeMessages();
  const confirm = useConfirmAttendeeEmail();
  const [state, setState] = useState<State>({ step: 'confirming' });
  // Read once: the address bar no longer has it after the first render.
  const token = useRef<string | null | undefined>(undefined);
  const heading = state.step === 'refused' && state.used ? t('confirmedHeading') : t('confirmFailedHeading');
  useDocumentTitle(state.step === 'refused' ? heading : null);

  const send = useCallback(() => {
    const value = token.current;
    if (!value) {
      setState({ step: 'refused', message: t('confirmLinkInvalid') });
      return;
    }
    setState({ step: 'confirming' });
    confirm(value).then(
      (booking) => setState({ step: 'done', booking }),
      (cause: unknown) =>
        setState(
          isRefusal(cause)
            ? {
                step: 'refused',
                message: attendeeApiText(apiErrorMessage(cause, t('loadFailed')), t),
                // 409: the link was used; the booking stands (its mail has the details).
                used: isApiError(cause, 409),
              }
            : { step: 'load-failed' },
        ),
    );
  }, [confirm, t]);

  useEffect(() => {
    // Once, even when React mounts effects twice: a second post would only answer "already confirmed".
    if (token.current !== undefined) return;
    token.current = tokenOfFragment(globalThis.location?.hash ?? '');
    // Not left in the address bar, the history or a copied address.
    if (token.current) globalThis.history?.replaceState(null, '', globalThis.location.pathname);
    send();
  }, [send]);

  if (state.step === 'load-failed') return <LoadFailedFrame onRetry={send} />;
  if (state.step === 'confirming') {
    return (
      <PageFrame>
        <p className={styles.srOnly} role="status">
          {t('confirmingBooking')}
        </p>
        <Loading />
      </PageFrame>
    );
  }
  if (state.step === 'refused') {
    return (
      <PageFrame>
        <div className={styles.confirmationPane}>
          <h1 className={styles.heading1}>{heading}</h1>
          <Alert status={state.used ? 'info' : 'error'} role="alert" title={state.message} />
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <div className={styles.confirmationPane}>
        <BookingConfirmation
          booking={state.booking}
          timeZone={state.booking.timezone}
          clock={preferredClock(globalThis.navigator?.language)}
          attendeeEmail=""
        />
      </div>
    </PageFrame>
  );
}
