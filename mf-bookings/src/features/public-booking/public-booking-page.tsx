import type { FreeTime, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { Alert, cx, Loading, Spinner } from './attendee-ui';
import { addMonths, type DayKey, type MonthKey, monthGrid, monthOfDay } from './calendar-month';
import { embedBookingOf, postToParent } from './embed-bridge';
import { EventSummary, organiserName } from './event-summary';
import { EventUnavailable } from './event-unavailable';
import { FreeTimeList } from './free-time-list';
import { MonthCalendar } from './month-calendar';
import {
  type BookableEventType,
  type EventTypeLink,
  isHttpError,
  isInactiveEventType,
  PublicBookingApiProvider,
  useGetFreeTimesQuery,
  useGetPublicEventTypeQuery,
} from './public-booking.api';
import styles from './public-booking.module.css';
import { TimeZonePicker } from './time-zone-picker';
import { browserTimeZone } from './time-zones';
import {
  type ClockFormat,
  formatDay,
  formatLongDateIn,
  formatTimeRangeIn,
  preferredClock,
  todayIn,
} from './zoned-time';

// The form and the confirmation load once a day is picked: the first view stays light.
const loadBookingForm = () => import('./booking-form');
const loadConfirmation = () => import('./booking-confirmation');
const BookingForm = lazy(() => loadBookingForm().then((module) => ({ default: module.BookingForm })));
const BookingConfirmation = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.BookingConfirmation })),
);

type Step = 'pick' | 'form' | 'done';

export function PageFrame({ children, wide }: { children: ReactNode; wide?: boolean }) {
  const t = useAttendeeMessages();
  return (
    <div className={styles.page}>
      <main className={cx(styles.main, wide && styles.mainWide)}>{children}</main>
      <p className={styles.poweredBy}>{t('poweredBy')}</p>
    </div>
  );
}

/**
 * The public booking page `/{username}/{slug}`, and `/team/{teamSlug}/{slug}` for a team's type
 * (docs/product.md#public-booking-page, #team-pages). It needs no store,
 * router or UI library from around it (the shell's attendee surface renders it alone): its data comes through
 * its own API provider, and an unknown link shows the `NotFound` it is given.
 */
export function PublicBookingPage(props: AttendeePageProps) {
  return (
    <PublicBookingApiProvider apiBaseUrl={props.apiBaseUrl ?? ''}>
      <PublicBookingContent {...props} />
    </PublicBookingApiProvider>
  );
}

function PublicBookingContent({ params, NotFound }: AttendeePageProps) {
  const t = useAttendeeMessages();
  const { username = '', teamSlug, slug = '' } = params;
  const link = useMemo<EventTypeLink>(
    () => (teamSlug !== undefined ? { teamSlug, slug } : { username, slug }),
    [username, teamSlug, slug],
  );
  const { data: eventType, error, isLoading, refetch } = useGetPublicEventTypeQuery(link);

  useEffect(() => {
    if (!eventType) return;
    const previous = document.title;
    document.title = `${eventType.title} | ${organiserName(eventType)}`;
    return () => {
      document.title = previous;
    };
  }, [eventType]);

  if (isLoading) return <Loading />;
  if (!eventType) {
    // An inactive type says so and leads to the host's page; an unknown user or slug: not found.
    if (teamSlug === undefined && isInactiveEventType(error)) return <EventUnavailable username={username} />;
    if (!error || isHttpError(error, 404)) return <NotFound />;
    return (
      <PageFrame>
        <div className={styles.centerText}>
          <p role="alert">{t('loadFailed')}</p>
          <button type="button" className={cx(styles.button, styles.solid)} onClick={() => refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      </PageFrame>
    );
  }
  return <BookingFlow key={eventType.id} eventType={eventType} link={link} />;
}

function ClockToggle({ value, onChange }: { value: ClockFormat; onChange: (clock: ClockFormat) => void }) {
  const t = useAttendeeMessages();
  const choices: [ClockFormat, string][] = [
    ['12h', t('clock12h')],
    ['24h', t('clock24h')],
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled pair of toggle buttons, not a form fieldset
    <div className={styles.segments} role="group" aria-label={t('clockFormat')}>
      {choices.map(([clock, label]) => (
        <button
          key={clock}
          type="button"
          className={styles.segment}
          aria-pressed={value === clock}
          onClick={() => onChange(clock)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function BookingFlow({ eventType, link }: { eventType: BookableEventType; link: EventTypeLink }) {
  const t = useAttendeeMessages();
  const browserZone = useMemo(browserTimeZone, []);
  const [timeZone, setTimeZone] = useState(browserZone);
  const [clock, setClock] = useState<ClockFormat>(() => preferredClock(globalThis.navigator?.language));
  const today = todayIn(timeZone);
  const currentMonth = monthOfDay(today);
  const [month, setMonth] = useState<MonthKey>(currentMonth);
  const [selectedDay, setSelectedDay] = useState<DayKey | null>(null);
  const [selectedTime, setSelectedTime] = useState<FreeTime | null>(null);
  const [step, setStep] = useState<Step>('pick');
  const [booked, setBooked] = useState<{ booking: PublicBooking; email: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const timesRef = useRef<HTMLDivElement>(null);

  // A zone change can move "today" into the next month: never show a month before it.
  const shownMonth = month < currentMonth ? currentMonth : month;
  const days = useMemo(() => monthGrid(shownMonth), [shownMonth]);
  const freeTimes = useGetFreeTimesQuery(
    { ...link, start: days[0], end: days[days.length - 1], time_zone: timeZone },
    { skip: step === 'done' },
  );
  // Only the answer for this month and zone: an older one would mark the wrong days.
  const timesByDay = useMemo(() => {
    const map = new Map<DayKey, FreeTime[]>();
    for (const day of freeTimes.currentData?.days ?? []) map.set(day.date, day.times);
    return map;
  }, [freeTimes.currentData]);
  const isBookable = (day: DayKey) => day >= today && (timesByDay.get(day)?.length ?? 0) > 0;
  const monthHasTimes =
    freeTimes.currentData !== undefined &&
    days.some((day) => monthOfDay(day) === shownMonth && isBookable(day));

  const dayTimes = selectedDay ? (timesByDay.get(selectedDay) ?? []) : [];
  const showTimes = selectedDay !== null && days.includes(selectedDay) && freeTimes.currentData !== undefined;
  const selectedDayLabel = selectedDay ? formatDay(selectedDay) : '';

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const selectDay = (day: DayKey) => {
    setSelectedDay(day);
    postToParent({ type: 'slotwise:date-selected', data: { date: day } });
    void loadBookingForm();
    // On a phone the times are below the calendar: bring them into view.
    requestAnimationFrame(() => timesRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  };

  const changeMonth = (step: -1 | 1) => {
    const next = addMonths(shownMonth, step);
    if (next < currentMonth) return;
    setMonth(next);
    if (selectedDay && !monthGrid(next).includes(selectedDay)) setSelectedDay(null);
  };

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
              {notice ? (
                <Alert status="warning" role="alert" ref={noticeRef} tabIndex={-1} title={notice} />
              ) : null}
              <div className={cx(styles.pickLayout, showTimes && styles.pickLayoutWithTimes)}>
                <div className={styles.calendarColumn}>
                  <MonthCalendar
                    month={shownMonth}
                    days={days}
                    today={today}
                    selectedDay={selectedDay}
                    isBookable={isBookable}
                    onSelectDay={selectDay}
                    canGoBack={shownMonth > currentMonth}
                    onMonthChange={changeMonth}
                    busy={freeTimes.isFetching}
                  />
                  {freeTimes.isFetching ? (
                    <p className={cx(styles.row, styles.small, styles.muted)} role="status">
                      <Spinner small />
                      <span>{t('loadingTimes')}</span>
                    </p>
                  ) : null}
                  {freeTimes.isError && !freeTimes.isFetching ? (
                    <Alert
                      status="error"
                      role="alert"
                      title={t('timesFailed')}
                      action={
                        <button
                          type="button"
                          className={cx(styles.button, styles.outline, styles.compact)}
                          onClick={() => freeTimes.refetch()}
                        >
                          {t('tryAgain')}
                        </button>
                      }
                    />
                  ) : null}
                  {!freeTimes.isFetching && freeTimes.currentData && !monthHasTimes ? (
                    <div className={cx(styles.row, styles.wrap, styles.small, styles.muted)}>
                      <span>{t('noTimesThisMonth')}</span>
                      <button
                        type="button"
                        className={cx(styles.button, styles.subtle, styles.compact)}
                        onClick={() => changeMonth(1)}
                      >
                        {t('viewNextMonth')}
                      </button>
                    </div>
                  ) : null}
                  <div className={styles.settingsRow}>
                    <TimeZonePicker value={timeZone} browserZone={browserZone} onChange={setTimeZone} />
                    <ClockToggle value={clock} onChange={setClock} />
                  </div>
                </div>
                <div ref={timesRef} className={styles.timesColumn}>
                  {showTimes && selectedDay ? (
                    <>
                      <h3 className={styles.timesHeading}>{formatDay(selectedDay, 'EEEE, MMMM d')}</h3>
                      <div className={styles.timesScroll}>
                        <FreeTimeList
                          dayLabel={selectedDayLabel}
                          times={dayTimes}
                          timeZone={timeZone}
                          clock={clock}
                          showSeats={
                            eventType.event_type === 'group' || eventType.event_type === 'collective'
                          }
                          onPick={pickTime}
                        />
                      </div>
                    </>
                  ) : (
                    <p
                      className={cx(styles.small, styles.muted, styles.pickADay)}
                      hidden={!freeTimes.currentData}
                    >
                      {t('pickADay')}
                    </p>
                  )}
                </div>
              </div>
              <div className={styles.srOnly} aria-live="polite" aria-atomic="true">
                {showTimes ? t('timesAnnouncement', { count: dayTimes.length, day: selectedDayLabel }) : ''}
              </div>
            </div>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
