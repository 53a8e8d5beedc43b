import { isApiError } from '@slotwise/shared/api/api-error';
import type { FreeTime, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import {
  isRedirectUrl,
  offeredDurationsOf,
  redirectAddress,
} from '@slotwise/shared/contract/redirect-address.contract';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { AfterBookingRedirect } from './after-booking-redirect';
import { Alert, Loading } from './attendee-ui';
import { AwayNotice } from './away-notice';
import { ChangePolicyNote, SingleUseLinkGone, useNoindex } from './change-policy-note';
import { addressNames, initialDuration, showDurationInAddress } from './chosen-duration';
import { DurationPicker } from './duration-picker';
import { embedBookingOf, isEmbedded, postToParent } from './embed-bridge';
import { EventSummary, organiserName } from './event-summary';
import { EventUnavailable } from './event-unavailable';
import { FreeTimePicker, showsTimes, useMonthPicker } from './free-time-picker';
import { LoadFailedFrame } from './load-failed-frame';
import { PageFrame } from './page-frame';
import { usePageQuery } from './page-query';
import {
  type BookableEventType,
  type EventTypeLink,
  isInactiveEventType,
  singleUseLinkGone,
  useFreeTimes,
  usePublicEventType,
} from './public-booking.api';
import styles from './public-booking.module.css';
import { browserTimeZone } from './time-zones';
import { type ClockFormat, formatLongDateIn, formatTimeRangeIn, preferredClock } from './zoned-time';

// The form and the confirmation load once a day is picked: the first view stays light.
const loadBookingForm = () => import('./booking-form');
const loadConfirmation = () => import('./booking-confirmation');
const BookingForm = lazy(() => loadBookingForm().then((module) => ({ default: module.BookingForm })));
const BookingConfirmation = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.BookingConfirmation })),
);

type Step = 'pick' | 'form' | 'done';

/** The tab's title of a booking page (also its server-rendered HTML's). */
export function bookingPageTitle(eventType: Pick<BookableEventType, 'title' | 'host' | 'team'>): string {
  return `${eventType.title} | ${organiserName(eventType)}`;
}

/**
 * The public booking page `/{username}/{slug}`, and `/team/{teamSlug}/{slug}` for a team's type
 * (docs/product.md#public-booking-page, #team-pages). It needs no store,
 * router or UI library from around it (the shell's attendee surface renders it alone): its data comes through
 * the AttendeeDataProvider it is mounted in, and an unknown link shows the `NotFound` it is given.
 */
export function PublicBookingPage({ params, NotFound }: AttendeePageProps) {
  const { username = '', teamSlug, slug = '', linkSecret } = params;
  const link = useMemo<EventTypeLink>(
    () =>
      linkSecret !== undefined
        ? { linkSecret }
        : teamSlug !== undefined
          ? { teamSlug, slug }
          : { username, slug },
    [username, teamSlug, slug, linkSecret],
  );
  const { data: eventType, error, isLoading, reload } = usePublicEventType(link);
  // A secret or single-use type's page stays out of search engines (docs/product.md#private-sharing).
  useNoindex(linkSecret !== undefined || eventType?.noindex === true);

  useEffect(() => {
    if (!eventType) return;
    const previous = document.title;
    document.title = bookingPageTitle(eventType);
    return () => {
      document.title = previous;
    };
  }, [eventType]);

  if (isLoading) return <Loading />;
  if (!eventType) {
    // An inactive type says so and leads to the host's page; an unknown user or slug: not found.
    if (teamSlug === undefined && isInactiveEventType(error)) return <EventUnavailable username={username} />;
    // A used, expired or revoked single-use link says so.
    const gone = singleUseLinkGone(error);
    if (gone) return <SingleUseLinkGone reason={gone} />;
    if (!error || isApiError(error, 404)) return <NotFound />;
    return <LoadFailedFrame onRetry={reload} />;
  }
  return <BookingFlow key={eventType.id} eventType={eventType} link={link} />;
}

function BookingFlow({
  eventType: offeredType,
  link,
}: {
  eventType: BookableEventType;
  link: EventTypeLink;
}) {
  const t = useAttendeeMessages();
  // Several durations (docs/product.md#several-durations): the chosen one is the type's duration
  // for everything below (summary, free times, form), and named in the address once chosen.
  const search = usePageQuery();
  const offered = useMemo(() => offeredDurationsOf(offeredType), [offeredType]);
  const [duration, setDuration] = useState(() => initialDuration(offeredType, search));
  const [durationNamed, setDurationNamed] = useState(() => addressNames(search, duration));
  const eventType = useMemo(() => ({ ...offeredType, duration }), [offeredType, duration]);
  const browserZone = useMemo(browserTimeZone, []);
  const [timeZone, setTimeZone] = useState(browserZone);
  const [clock, setClock] = useState<ClockFormat>(() => preferredClock(globalThis.navigator?.language));
  const picker = useMonthPicker(timeZone, eventType.booking_window_range?.start);
  const [selectedTime, setSelectedTime] = useState<FreeTime | null>(null);
  const [step, setStep] = useState<Step>('pick');
  const [booked, setBooked] = useState<{
    booking: PublicBooking;
    email: string;
    redirect: string | null;
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const { days } = picker;
  const freeTimes = useFreeTimes(
    step === 'done'
      ? null
      : {
          ...link,
          start: days[0],
          end: days[days.length - 1],
          time_zone: timeZone,
          ...(durationNamed ? { duration } : {}),
        },
  );
  const showTimes = showsTimes(picker, freeTimes);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const pickTime = (time: FreeTime) => {
    setSelectedTime(time);
    setNotice(null);
    setStep('form');
    void loadConfirmation();
  };

  const chooseDuration = (minutes: number) => {
    setDuration(minutes);
    setDurationNamed(true);
    setSelectedTime(null);
    showDurationInAddress(minutes);
  };

  if (step === 'done' && booked) {
    return (
      <PageFrame>
        <div className={styles.confirmationPane}>
          {booked.redirect ? (
            <AfterBookingRedirect address={booked.redirect} embedded={isEmbedded()} />
          ) : null}
          <Suspense fallback={<Loading />}>
            <BookingConfirmation
              booking={booked.booking}
              timeZone={timeZone}
              clock={clock}
              attendeeEmail={booked.email}
            />
          </Suspense>
        </div>
      </PageFrame>
    );
  }

  const picked =
    step === 'form' && selectedTime
      ? {
          date: formatLongDateIn(selectedTime.start, timeZone),
          timeRange: formatTimeRangeIn(
            selectedTime.start,
            new Date(new Date(selectedTime.start).getTime() + eventType.duration * 60_000).toISOString(),
            timeZone,
            clock,
          ),
          timeZone,
        }
      : null;

  return (
    <PageFrame wide={step === 'pick' && showTimes}>
      <div className={styles.columns}>
        <div className={styles.summaryPane}>
          <EventSummary eventType={eventType} picked={picked} />
        </div>
        <div className={styles.contentPane}>
          {step === 'form' && selectedTime ? (
            <Suspense fallback={<Loading />}>
              <BookingForm
                eventType={eventType}
                time={selectedTime}
                timeZone={timeZone}
                singleUseLink={'linkSecret' in link ? link.linkSecret : undefined}
                onBack={() => {
                  setSelectedTime(null);
                  setStep('pick');
                }}
                onSlotTaken={(message) => {
                  setSelectedTime(null);
                  setStep('pick');
                  setNotice(message);
                }}
                onBooked={(booking, email) => {
                  // docs/product.md#after-booking: the booking's public fields, never its link's secret.
                  const target = eventType.redirect_url;
                  const redirect =
                    target && isRedirectUrl(target)
                      ? redirectAddress(target, { ...booking, attendee_email: email })
                      : null;
                  setBooked({ booking, email, redirect });
                  postToParent({ type: 'slotwise:booking-successful', data: embedBookingOf(booking) });
                  setStep('done');
                }}
              />
            </Suspense>
          ) : (
            <div className={styles.stack}>
              <h2 className={styles.heading2}>{t('pickHeading')}</h2>
              {offered.length > 1 ? (
                <DurationPicker durations={offered} value={duration} onChange={chooseDuration} />
              ) : null}
              <ChangePolicyNote policy={eventType.change_policy} />
              {eventType.away ? <AwayNotice away={eventType.away} host={eventType.host} /> : null}
              {notice ? (
                <Alert status="warning" role="alert" ref={noticeRef} tabIndex={-1} title={notice} />
              ) : null}
              <FreeTimePicker
                picker={picker}
                freeTimes={freeTimes}
                timeZone={timeZone}
                browserZone={browserZone}
                onTimeZoneChange={setTimeZone}
                clock={clock}
                onClockChange={setClock}
                showSeats={eventType.event_type === 'group' || eventType.event_type === 'collective'}
                onPick={pickTime}
                onSelectDay={(day) => {
                  postToParent({ type: 'slotwise:date-selected', data: { date: day } });
                  void loadBookingForm();
                }}
              />
            </div>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
