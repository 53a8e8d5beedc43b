import { isApiError } from '@slotwise/shared/api/api-error';
import type { FreeTime, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { Alert, Loading } from './attendee-ui';
import { AwayNotice } from './away-notice';
import { embedBookingOf, postToParent } from './embed-bridge';
import { EventSummary, organiserName } from './event-summary';
import { EventUnavailable } from './event-unavailable';
import { FreeTimePicker, showsTimes, useMonthPicker } from './free-time-picker';
import { LoadFailedFrame } from './load-failed-frame';
import { PageFrame } from './page-frame';
import {
  type BookableEventType,
  type EventTypeLink,
  isInactiveEventType,
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
  const { username = '', teamSlug, slug = '' } = params;
  const link = useMemo<EventTypeLink>(
    () => (teamSlug !== undefined ? { teamSlug, slug } : { username, slug }),
    [username, teamSlug, slug],
  );
  const { data: eventType, error, isLoading, reload } = usePublicEventType(link);

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
    if (!error || isApiError(error, 404)) return <NotFound />;
    return <LoadFailedFrame onRetry={reload} />;
  }
  return <BookingFlow key={eventType.id} eventType={eventType} link={link} />;
}

function BookingFlow({ eventType, link }: { eventType: BookableEventType; link: EventTypeLink }) {
  const t = useAttendeeMessages();
  const browserZone = useMemo(browserTimeZone, []);
  const [timeZone, setTimeZone] = useState(browserZone);
  const [clock, setClock] = useState<ClockFormat>(() => preferredClock(globalThis.navigator?.language));
  const picker = useMonthPicker(timeZone);
  const [selectedTime, setSelectedTime] = useState<FreeTime | null>(null);
  const [step, setStep] = useState<Step>('pick');
  const [booked, setBooked] = useState<{ booking: PublicBooking; email: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const { days } = picker;
  const freeTimes = useFreeTimes(
    step === 'done' ? null : { ...link, start: days[0], end: days[days.length - 1], time_zone: timeZone },
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

  if (step === 'done' && booked) {
    return (
      <PageFrame>
        <div className={styles.confirmationPane}>
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
                  setBooked({ booking, email });
                  postToParent({ type: 'slotwise:booking-successful', data: embedBookingOf(booking) });
                  setStep('done');
                }}
              />
            </Suspense>
          ) : (
            <div className={styles.stack}>
              <h2 className={styles.heading2}>{t('pickHeading')}</h2>
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
