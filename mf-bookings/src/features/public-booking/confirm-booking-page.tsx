import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { useEffect, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { attendeeApiText } from './attendee-api-text';
import { Alert, Loading, useDocumentTitle } from './attendee-ui';
import { BookingConfirmation } from './booking-confirmation';
import { tokenOfFragment, useConfirmAttendeeEmail } from './booking-email-confirmation.api';
import { PageFrame } from './page-frame';
import styles from './public-booking.module.css';
import { preferredClock } from './zoned-time';

type State =
  | { step: 'confirming' }
  | { step: 'done'; booking: PublicBooking }
  | { step: 'failed'; message: string };

/**
 * The page of the link mailed to an attendee (docs/product.md#attendee-e-mail-confirmation): the
 * token is in the fragment, which no request carries; the page posts it once, drops it from the
 * address bar, and shows the booking as its confirmation, or why it cannot be confirmed.
 */
export function ConfirmBookingPage() {
  const t = useAttendeeMessages();
  const confirm = useConfirmAttendeeEmail();
  const [state, setState] = useState<State>({ step: 'confirming' });
  const started = useRef(false);
  useDocumentTitle(state.step === 'failed' ? t('confirmFailedHeading') : null);

  useEffect(() => {
    // Once, even when React mounts effects twice: a second post would only answer "already confirmed".
    if (started.current) return;
    started.current = true;
    const token = tokenOfFragment(globalThis.location?.hash ?? '');
    // Not left in the address bar, the history or a copied address.
    if (token) globalThis.history?.replaceState(null, '', globalThis.location.pathname);
    if (!token) {
      setState({ step: 'failed', message: t('confirmLinkInvalid') });
      return;
    }
    confirm(token).then(
      (booking) => setState({ step: 'done', booking }),
      (cause: unknown) =>
        setState({
          step: 'failed',
          message: attendeeApiText(apiErrorMessage(cause, t('loadFailed')), t),
        }),
    );
  }, [confirm, t]);

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
  if (state.step === 'failed') {
    return (
      <PageFrame>
        <div className={styles.confirmationPane}>
          <h1 className={styles.heading1}>{t('confirmFailedHeading')}</h1>
          <Alert status="error" role="alert" title={state.message} />
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
