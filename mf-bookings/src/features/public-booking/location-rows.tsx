import {
  type EventLocation,
  type LocationDetails,
  takesMeetingUrl,
} from '@slotwise/shared/contract/locations.contract';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import { Link2, MapPin, Phone, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import styles from './public-booking.module.css';

interface LocationRowsProps {
  location: EventLocation;
  details: LocationDetails | undefined;
  /** Booked: the Meet link once Google made it, whether one is on its way, the attendee's number. */
  meetLink?: string | null;
  meetExpected?: boolean;
  attendeePhone?: string | null;
  /** The booking page: whether a Meet link will come (the host has a Google account); given only there. */
  meetPromised?: boolean;
  /** Screen-reader label of the location row (the cancel page names its rows). */
  label?: string;
}

function Row({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>
        {label ? <span className={styles.srOnly}>{label}: </span> : null}
        {children}
      </span>
    </li>
  );
}

/**
 * Where the meeting happens (docs/product.md#locations): the location, then its detail: the
 * address, the number to call or that the host calls, the meeting link, or the Meet link
 * (or that it is on its way, or that the host sends the details when no Meet link will come).
 */
export function LocationRows({
  location,
  details,
  meetLink,
  meetExpected,
  attendeePhone,
  meetPromised,
  label,
}: LocationRowsProps) {
  const t = useAttendeeMessages();
  const rows: ReactNode[] = [
    <Row key="location" icon={<MapPin aria-hidden="true" size={18} />} label={label}>
      {location === 'in_person' && details?.address ? details.address : locationName(location)}
    </Row>,
  ];
  const link = (href: string, text: string) => (
    <a className={styles.link} href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  );
  if (location === 'google_meet') {
    const note = meetLink
      ? link(meetLink, t('meetingLink'))
      : meetExpected
        ? t('meetLinkPending')
        : meetPromised === true
          ? t('meetLinkPromised')
          : meetPromised === false || meetExpected === false
            ? t('meetLinkNotPromised')
            : null;
    if (note)
      rows.push(
        <Row key="meet" icon={<Video aria-hidden="true" size={18} />}>
          {note}
        </Row>,
      );
  } else if (location === 'phone' && details) {
    const text =
      details.phone_from === 'attendee'
        ? attendeePhone
          ? t('locationHostCalls', { phone: attendeePhone })
          : t('locationHostCallsYou')
        : details.phone
          ? t('locationCallHost', { phone: details.phone })
          : null;
    if (text)
      rows.push(
        <Row key="phone" icon={<Phone aria-hidden="true" size={18} />}>
          {text}
        </Row>,
      );
  } else if (location === 'jitsi') {
    // The booking's own room once booked (none once cancelled); the booking page promises one.
    const note = details?.meeting_url
      ? link(details.meeting_url, t('joinMeeting'))
      : meetPromised !== undefined
        ? t('jitsiLinkPromised')
        : null;
    if (note)
      rows.push(
        <Row key="jitsi" icon={<Video aria-hidden="true" size={18} />}>
          {note}
        </Row>,
      );
  } else if (takesMeetingUrl(location) && details?.meeting_url) {
    rows.push(
      <Row key="url" icon={<Link2 aria-hidden="true" size={18} />}>
        {link(details.meeting_url, t('joinMeeting'))}
      </Row>,
    );
  }
  return <>{rows}</>;
}
