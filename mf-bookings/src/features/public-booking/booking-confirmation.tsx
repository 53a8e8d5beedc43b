import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import {
  CalendarDays,
  CalendarPlus,
  CheckCircle2,
  Clock,
  Download,
  Globe,
  Hourglass,
  Repeat,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cancelPath, reschedulePath } from './attendee-page-paths';
import { cx } from './attendee-ui';
import { ChangePolicyNote } from './change-policy-note';
import { CheckInbox } from './check-inbox';
import { hostName } from './event-summary';
import { googleCalendarUrl } from './google-calendar-link';
import { LocationRows } from './location-rows';
import { inviteUrl, useBookingByLink } from './public-booking.api';
import styles from './public-booking.module.css';
import { describeSeries } from './series-fieldset';
import { type ClockFormat, formatLongDateIn, formatTimeRangeIn } from './zoned-time';

interface BookingConfirmationProps {
  booking: PublicBooking;
  /** The zone the attendee picked on the page (docs/product.md#time-zones). */
  timeZone: string;
  clock: ClockFormat;
  attendeeEmail: string;
}

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>{children}</span>
    </li>
  );
}

/**
 * What was booked; or, for a type that confirms the attendee's e-mail, that the time is held
 * until the mailed link is opened (docs/product.md#attendee-e-mail-confirmation).
 */
export function BookingConfirmation(props: BookingConfirmationProps) {
  return props.booking.email_confirmation ? <CheckInbox {...props} /> : <BookedConfirmation {...props} />;
}

/** What was booked, in the attendee's zone, with the calendar links and the cancel link. */
function BookedConfirmation({ booking: booked, timeZone, clock, attendeeEmail }: BookingConfirmationProps) {
  const t = useAttendeeMessages();
  // The Meet link is made by a background job: look again every few seconds until it is known.
  const [waiting, setWaiting] = useState(booked.meet_link_expected);
  // The attendee's links carry the booking's secret, given with the booking (docs/product.md#attendee-link-secrets).
  const link = booked.link_secret ?? '';
  const { data: latest } = useBookingByLink(booked.meet_link_expected ? link : null, {
    refreshInterval: waiting ? 2500 : 0,
  });
  const booking = latest ?? booked;
  useEffect(() => {
    if (latest && !latest.meet_link_expected) setWaiting(false);
  }, [latest]);
  // A team booking names its assigned host (round robin) or all of its hosts (collective).
  const host = booking.hosts?.length
    ? booking.hosts.map((assigned) => assigned.name).join(', ')
    : hostName(booking.host);
  const pending = booking.status === 'pending';
  const location = locationName(booking.event_type.location);
  const origin = globalThis.location?.origin ?? '';
  const googleUrl = googleCalendarUrl({
    title: booking.event_type.title,
    start: booking.start_time,
    end: booking.end_time,
    details: t('googleDetails', { host, cancelUrl: `${origin}${cancelPath(link)}` }),
    location:
      booking.google_meet_link ??
      booking.location_details?.address ??
      booking.location_details?.meeting_url ??
      location,
  });

  // The form is gone: the outcome takes the focus, so it is read and the keyboard starts there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.confirmation}>
      <div className={cx(styles.statusIcon, pending && styles.statusIconPending)}>
        {pending ? <Hourglass aria-hidden="true" size={28} /> : <CheckCircle2 aria-hidden="true" size={28} />}
      </div>
      <div className={styles.textStack}>
        <h1 ref={headingRef} className={styles.heading1} tabIndex={-1}>
          {pending ? t('pendingHeading') : t('confirmedHeading')}
        </h1>
        <p className={styles.muted}>{pending ? t('pendingText') : t('confirmedText', { host })}</p>
        {!pending && attendeeEmail ? (
          <p className={cx(styles.muted, styles.small)}>{t('emailSentTo', { email: attendeeEmail })}</p>
        ) : null}
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{booking.event_type.title}</h2>
        <ul className={styles.details}>
          <Row icon={<CalendarDays aria-hidden="true" size={18} />}>
            {formatLongDateIn(booking.start_time, timeZone)}
          </Row>
          <Row icon={<Clock aria-hidden="true" size={18} />}>
            {formatTimeRangeIn(booking.start_time, booking.end_time, timeZone, clock)}
          </Row>
          <Row icon={<Globe aria-hidden="true" size={18} />}>{timeZone.replaceAll('_', ' ')}</Row>
          {booking.series ? (
            <Row icon={<Repeat aria-hidden="true" size={18} />}>
              {describeSeries(
                {
                  frequency: booking.series.frequency,
                  max_count: booking.series.count,
                  time_zone: booking.series.time_zone,
                },
                booking.start_time,
                booking.series.occurrences.length,
                timeZone,
                t,
              )}
            </Row>
          ) : null}
          <LocationRows
            location={booking.event_type.location}
            details={booking.location_details}
            meetLink={booking.google_meet_link}
            meetExpected={booking.meet_link_expected}
            attendeePhone={booking.attendee_phone}
          />
        </ul>
      </div>
      <div className={styles.actions}>
        <a
          className={cx(styles.button, styles.solid, styles.pill)}
          href={googleUrl}
          target="_blank"
          rel="noreferrer"
        >
          <CalendarPlus aria-hidden="true" /> {t('addToGoogleCalendar')}
        </a>
        <a className={cx(styles.button, styles.outline, styles.pill)} href={inviteUrl(link)} download>
          <Download aria-hidden="true" /> {t('downloadInvite')}
        </a>
      </div>
      <ChangePolicyNote policy={booking.change_policy} />
      <p className={cx(styles.small, styles.muted)}>
        {t('cancelLinkIntro')}{' '}
        <a className={styles.link} href={reschedulePath(link)}>
          {t('rescheduleLink')}
        </a>
        {' · '}
        <a className={styles.link} href={cancelPath(link)}>
          {t('cancelLink')}
        </a>
      </p>
    </div>
  );
}
