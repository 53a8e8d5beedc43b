// The event type's cancel and reschedule policy as the attendee sees it
// (docs/product.md#cancel-and-reschedule-policy), and the page of a used or expired single-use
// link (docs/product.md#private-sharing). Types only from the contract: these pages load no zod.
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import type { ChangePolicy } from '@slotwise/shared/contract/private-sharing.contract';
import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { Alert, cx, useDocumentTitle } from './attendee-ui';
import { hostName } from './event-summary';
import styles from './public-booking.module.css';

/** The policy's sentences; none for the default policy (changes until the start, reason optional). */
function usePolicyLines(policy: ChangePolicy | undefined): string[] {
  const t = useAttendeeMessages();
  if (!policy) return [];
  if (!policy.attendee_changes) return [t('policyChangesOff')];
  const lines: string[] = [];
  if (policy.cutoff_hours > 0) lines.push(t('policyCutoff', { count: policy.cutoff_hours }));
  if (policy.reason_required) lines.push(t('policyReasonRequired'));
  return lines;
}

/** Stated before booking (the booking page) and after (the confirmation). */
export function ChangePolicyNote({ policy }: { policy: ChangePolicy | undefined }) {
  const t = useAttendeeMessages();
  const lines = usePolicyLines(policy);
  if (lines.length === 0) return null;
  return (
    <p className={cx(styles.small, styles.muted)} data-testid="change-policy">
      <Info aria-hidden="true" size={14} /> <span className={styles.srOnly}>{t('policyLabel')}: </span>
      {lines.join(' ')}
    </p>
  );
}

/**
 * Why the attendee cannot cancel or reschedule online now, and a mail to the host instead
 * (the host can still change it from their bookings).
 */
export function PolicyRefusal({
  booking,
  action,
}: {
  booking: PublicBooking;
  action: 'cancel' | 'reschedule';
}) {
  const t = useAttendeeMessages();
  const policy = booking.change_policy;
  if (!policy || policy.allowed_now) return null;
  const title = !policy.attendee_changes
    ? t('changesOffRefusal')
    : t(action === 'cancel' ? 'cancelRefusedCutoff' : 'rescheduleRefusedCutoff', {
        count: policy.cutoff_hours,
      });
  const subject = encodeURIComponent(booking.event_type.title);
  return (
    <Alert
      status="info"
      role="status"
      title={title}
      description={
        <a className={styles.link} href={`mailto:${policy.contact_email}?subject=${subject}`}>
          {t('contactHost', { host: hostName(booking.host) })}
        </a>
      }
    />
  );
}

/** The page of a single-use link that can no longer book. */
export function SingleUseLinkGone({ reason }: { reason: 'used' | 'expired' }) {
  const t = useAttendeeMessages();
  const heading = reason === 'used' ? t('linkUsedHeading') : t('linkExpiredHeading');
  useDocumentTitle(heading);
  return (
    <div className={cx(styles.page, styles.cancelPage)}>
      <main className={styles.cancelMain}>
        <h1 className={styles.heading1}>{heading}</h1>
        <p className={styles.muted}>{reason === 'used' ? t('linkUsedText') : t('linkExpiredText')}</p>
      </main>
      <p className={styles.poweredBy}>{t('poweredBy')}</p>
    </div>
  );
}

/** Adds `<meta name="robots" content="noindex">` while `on` (the server-drawn page already has it). */
export function useNoindex(on: boolean) {
  useEffect(() => {
    if (!on || document.querySelector('meta[name="robots"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [on]);
}
