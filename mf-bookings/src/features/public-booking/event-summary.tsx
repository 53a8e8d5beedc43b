import type { PublicHost } from '@slotwise/shared/contract/bookings.contract';
import { initialsOf } from '@slotwise/shared/ui/initials';
import { CalendarDays, Clock, Globe, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import { LocationRows } from './location-rows';
import type { BookableEventType } from './public-booking.api';
import styles from './public-booking.module.css';

export function hostName(host: Pick<PublicHost, 'name' | 'surname'>): string {
  return [host.name, host.surname].filter(Boolean).join(' ');
}

/** Who the page is for: the team's name on a team type, else the host's. */
export function organiserName(eventType: Pick<BookableEventType, 'host' | 'team'>): string {
  return eventType.team?.name ?? hostName(eventType.host);
}

/** A team's hosts side by side, overlapping a little; each name is in its title and for readers. */
export function HostAvatars({ hosts }: { hosts: readonly { name: string; avatar: string | null }[] }) {
  const t = useAttendeeMessages();
  return (
    <ul className={styles.hostAvatars} aria-label={t('teamHosts')}>
      {hosts.map((host, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hosts carry no id, two may share a name, and the list never reorders
        <li key={index} title={host.name}>
          <HostAvatar host={{ name: host.name, surname: null, avatar: host.avatar }} small />
          <span className={styles.srOnly}>{host.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** The host's picture, else initials, else a person icon (docs/product.md#avatars). */
export function HostAvatar({
  host,
  small,
}: {
  host: Pick<PublicHost, 'name' | 'surname' | 'avatar'>;
  small?: boolean;
}) {
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
  eventType: BookableEventType;
  /** After a time is picked: its date and time range, in the attendee's zone. */
  picked?: { date: string; timeRange: string; timeZone: string } | null;
}

/**
 * Who and what is being booked (docs/product.md#public-booking-page); every text renders as text, never HTML.
 */
export function EventSummary({ eventType, picked }: EventSummaryProps) {
  const t = useAttendeeMessages();
  const name = organiserName(eventType);
  return (
    <div className={styles.stackTight}>
      <div className={styles.who}>
        {eventType.team && eventType.hosts ? (
          <HostAvatars hosts={eventType.hosts} />
        ) : (
          <HostAvatar host={eventType.host} />
        )}
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
      {eventType.confirm_attendee_email ? (
        <p className={cx(styles.small, styles.muted)}>{t('emailConfirmNote')}</p>
      ) : null}
      {eventType.description ? <p className={styles.description}>{eventType.description}</p> : null}
    </div>
  );
}
