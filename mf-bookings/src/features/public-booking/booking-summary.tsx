import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { activeLocaleTag } from '@slotwise/shared/datetime/date-locale';
import { CalendarDays, Clock, Globe, UserRound } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx, ServerRenderContext } from './attendee-ui';
import { HostAvatar, hostName } from './event-summary';
import { LocationRows } from './location-rows';
import styles from './public-booking.module.css';
import { formatLongDateIn, formatTimeRangeIn, preferredClock } from './zoned-time';

// Its own module (not the cancel page's): the reschedule page shows it too, and importing it from
// cancel-booking-page.tsx put the whole cancel page into the reschedule page's chunk (issue #27).

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>
        <span className={styles.srOnly}>{label}: </span>
        {children}
      </span>
    </li>
  );
}

const statusLabels = {
  pending: 'statusPending',
  confirmed: 'statusConfirmed',
  cancelled: 'statusCancelled',
} as const;
const statusBadges = {
  pending: styles.badgePending,
  confirmed: styles.badgeConfirmed,
  cancelled: styles.badgeCancelled,
};

/**
 * The booking being cancelled or moved, in its own zone; the attendee's own name only
 * (docs/product.md#cancel-page).
 */
export function BookingSummary({ booking }: { booking: PublicBooking }) {
  // The server knows the page's language, not the browser's locale: the clock of the language
  // (as the booking page's), not the server's own locale's.
  const onServer = useContext(ServerRenderContext);
  const clock = preferredClock(onServer ? activeLocaleTag() : globalThis.navigator?.language);
  const t = useAttendeeMessages();
  const zone = booking.timezone;
  return (
    <div className={styles.stackTight}>
      <div className={styles.hostRow}>
        <HostAvatar host={booking.host} small />
        <div>
          <p className={cx(styles.small, styles.muted)}>{t('host')}</p>
          <p className={styles.semibold}>{hostName(booking.host)}</p>
        </div>
        <span className={cx(styles.badge, statusBadges[booking.status])}>
          {t(statusLabels[booking.status])}
        </span>
      </div>
      <h2 className={styles.titleLarge}>{booking.event_type.title}</h2>
      <ul className={styles.details}>
        <Row icon={<CalendarDays aria-hidden="true" size={18} />} label={t('date')}>
          {formatLongDateIn(booking.start_time, zone)}
        </Row>
        <Row icon={<Clock aria-hidden="true" size={18} />} label={t('time')}>
          {formatTimeRangeIn(booking.start_time, booking.end_time, zone, clock)} (
          {t('durationMinutes', { minutes: booking.event_type.duration })})
        </Row>
        <Row icon={<Globe aria-hidden="true" size={18} />} label={t('timeZone')}>
          {zone.replaceAll('_', ' ')}
        </Row>
        <LocationRows
          location={booking.event_type.location}
          details={booking.location_details}
          meetLink={booking.status === 'cancelled' ? null : booking.google_meet_link}
          meetExpected={booking.status !== 'cancelled' && booking.meet_link_expected}
          attendeePhone={booking.attendee_phone}
          label={t('location')}
        />
        <Row icon={<UserRound aria-hidden="true" size={18} />} label={t('bookedBy')}>
          {booking.attendee_name}
        </Row>
      </ul>
    </div>
  );
}
