import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { CalendarDays, Clock, Globe, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { attendeeApiText } from './attendee-api-text';
import { Alert, cx, Spinner } from './attendee-ui';
import { useResendAttendeeEmail } from './booking-email-confirmation.api';
import styles from './public-booking.module.css';
import { type ClockFormat, formatLongDateIn, formatTimeRangeIn } from './zoned-time';

interface CheckInboxProps {
  booking: PublicBooking;
  timeZone: string;
  clock: ClockFormat;
  attendeeEmail: string;
}

/**
 * After booking a type that confirms the attendee's e-mail (docs/product.md#attendee-e-mail-confirmation):
 * the time is only held; the attendee is sent to their inbox, and may ask for the mail again.
 */
export function CheckInbox({ booking, timeZone, clock, attendeeEmail }: CheckInboxProps) {
  const t = useAttendeeMessages();
  const resend = useResendAttendeeEmail();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const holdId = booking.email_confirmation?.hold_id ?? booking.id;

  const sendAgain = async () => {
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      await resend(holdId);
      setOutcome({ ok: true, text: t('resendSent') });
    } catch (cause) {
      setOutcome({ ok: false, text: attendeeApiText(apiErrorMessage(cause, t('loadFailed')), t) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.confirmation}>
      <div className={cx(styles.statusIcon, styles.statusIconPending)}>
        <MailCheck aria-hidden="true" size={28} />
      </div>
      <div className={styles.textStack}>
        <h1 ref={headingRef} className={styles.heading1} tabIndex={-1}>
          {t('checkInboxHeading')}
        </h1>
        <p className={styles.muted}>{t('checkInboxText', { email: attendeeEmail })}</p>
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{booking.event_type.title}</h2>
        <ul className={styles.details}>
          <li>
            <CalendarDays aria-hidden="true" size={18} />
            <span>{formatLongDateIn(booking.start_time, timeZone)}</span>
          </li>
          <li>
            <Clock aria-hidden="true" size={18} />
            <span>{formatTimeRangeIn(booking.start_time, booking.end_time, timeZone, clock)}</span>
          </li>
          <li>
            <Globe aria-hidden="true" size={18} />
            <span>{timeZone.replaceAll('_', ' ')}</span>
          </li>
        </ul>
      </div>
      {outcome ? (
        <Alert
          status={outcome.ok ? 'success' : 'error'}
          role={outcome.ok ? 'status' : 'alert'}
          title={outcome.text}
        />
      ) : null}
      <p className={cx(styles.small, styles.muted)}>{t('checkInboxSpam')}</p>
      <button
        type="button"
        className={cx(styles.button, styles.outline, styles.pill)}
        onClick={sendAgain}
        aria-disabled={sending || undefined}
      >
        {sending ? <Spinner small /> : null} {t('resendEmail')}
      </button>
    </div>
  );
}
