import type { PublicEventType, PublicHost } from '@slotwise/shared/contract/bookings.contract';
import { initialsOf } from '@slotwise/shared/ui/initials';
import { CalendarDays, Clock, Globe, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import { LocationRows } from './location-rows';
import styles from './public-booking.module.css';

export function hostName(host: PublicHost): string {
  return [host.name, host.surname].filter(Boolean).join(' ');
}

/** The host's picture, else initials, else a person icon (docs/product.md#avatars). */
export function HostAvatar({ host, small }: { host: PublicHost; small?: boolean }) {
  const initials = initialsOf(host);
  return (
    <div className={cx(styles.avatar, small && styles.avatarSmall)} aria-hidden="true">
      {host.avatar ? (
        <img src={host.avatar} alt="" />
      ) : initials ? (
        initials
      ) : (
        <UserRound size={small ? 18 : 20} />
      )}
    </div>
  );
}

function DetailRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>{children}</span>
    </li>
  );
}

interface EventSummaryProps {
  eventType: PublicEventType;
  /** After a time is picked: its date and time range, in the attendee's zone. */
  picked?: { date: string; timeRange: string; timeZone: string } | null;
}

/**
 * Who and what is being booked (docs/product.md#public-booking-page); every text renders as text, never HTML.
 */
export function EventSummary({ eventType, picked }: EventSummaryProps) {
  const t = useAttendeeMessages();
  const name = hostName(eventType.host);
  return (
    <div className={styles.stackTight}>
      <div className={styles.who}>
        <HostAvatar host={eventType.host} />
        <p className={styles.hostName}>{name}</p>
        <h1 className={styles.title}>{eventType.title}</h1>
      </div>
      <ul className={styles.details} aria-label={t('detailsHeading')}>
        <DetailRow icon={<Clock aria-hidden="true" size={18} />}>
          {t('durationMinutes', { minutes: eventType.duration })}
        </DetailRow>
        <LocationRows
          location={eventType.location}
          details={eventType.location_details}
          meetPromised={eventType.meet_link}
        />
        {picked ? (
          <>
            <DetailRow icon={<CalendarDays aria-hidden="true" size={18} />}>
              {picked.timeRange}, {picked.date}
            </DetailRow>
            <DetailRow icon={<Globe aria-hidden="true" size={18} />}>
              {picked.timeZone.replaceAll('_', ' ')}
            </DetailRow>
          </>
        ) : null}
      </ul>
      {eventType.requires_confirmation ? (
        <p className={cx(styles.small, styles.muted)}>{t('requiresConfirmationNote')}</p>
      ) : null}
      {eventType.description ? <p className={styles.description}>{eventType.description}</p> : null}
    </div>
  );
}
