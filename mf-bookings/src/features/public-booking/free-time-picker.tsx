import type { FreeTime, FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { useId, useMemo, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { Alert, cx, Spinner } from './attendee-ui';
import { addMonths, type DayKey, type MonthKey, monthGrid, monthOfDay } from './calendar-month';
import { useRenderNow } from './drawn-first-render';
import { FreeTimeList } from './free-time-list';
import { MonthCalendar } from './month-calendar';
import { carriedQuery } from './page-address';
import { usePageQuery } from './page-query';
import type { AttendeeQuery } from './public-booking.api';
import styles from './public-booking.module.css';
import { TimeZonePicker } from './time-zone-picker';
import { type ClockFormat, formatDay, todayIn } from './zoned-time';

/** The month and day the attendee looks at, in their zone (the booking page's and the reschedule page's). */
export function useMonthPicker(
  timeZone: string,
  opensOn?: DayKey | null,
  /** The month and day the page's address chose (page-address.ts). */
  chosen: { month?: MonthKey | null; day?: DayKey | null } = {},
) {
  // The server's instant while its drawn page is hydrated (drawn-first-render.tsx).
  const today = todayIn(timeZone, useRenderNow());
  const currentMonth = monthOfDay(today);
  // A fixed booking window that starts later opens on its first month (docs/product.md#booking-limits-and-start-times).
  const [month, setMonth] = useState<MonthKey>(() => {
    const asked = chosen.day ? monthOfDay(chosen.day) : chosen.month;
    if (asked) return asked;
    return opensOn && monthOfDay(opensOn) > currentMonth ? monthOfDay(opensOn) : currentMonth;
  });
  const [selectedDay, setSelectedDay] = useState<DayKey | null>(() => chosen.day ?? null);
  // A zone change can move "today" into the next month: never show a month before it.
  const shownMonth = month < currentMonth ? currentMonth : month;
  const days = useMemo(() => monthGrid(shownMonth), [shownMonth]);
  const changeMonth = (step: -1 | 1) => {
    const next = addMonths(shownMonth, step);
    if (next < currentMonth) return;
    setMonth(next);
    if (selectedDay && !monthGrid(next).includes(selectedDay)) setSelectedDay(null);
  };
  return { today, currentMonth, shownMonth, days, selectedDay, setSelectedDay, changeMonth };
}

export type MonthPicker = ReturnType<typeof useMonthPicker>;

/** The free-times query's state as the picker reads it (public-booking.api.ts's AttendeeQuery). */
export type FreeTimesAnswer = Pick<AttendeeQuery<FreeTimes>, 'data' | 'error' | 'isValidating' | 'reload'>;

/** Whether the picked day's times are on screen (the page then widens). */
export function showsTimes(picker: MonthPicker, freeTimes: FreeTimesAnswer): boolean {
  return (
    picker.selectedDay !== null && picker.days.includes(picker.selectedDay) && freeTimes.data !== undefined
  );
}

function ClockToggle({
  value,
  onChange,
  form,
}: {
  value: ClockFormat;
  onChange: (clock: ClockFormat) => void;
  /** The GET form its buttons submit without JavaScript (the day, month and zone kept). */
  form: string;
}) {
  const t = useAttendeeMessages();
  const choices: [ClockFormat, string][] = [
    ['12h', t('clock12h')],
    ['24h', t('clock24h')],
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled pair of toggle buttons, not a form fieldset
    <div className={styles.segments} role="group" aria-label={t('clockFormat')} data-clock-toggle="">
      {choices.map(([clock, label]) => (
        // Without JavaScript a GET of the page with ?clock= (kept by every later step, as ?tz=).
        <button
          key={clock}
          type="submit"
          form={form}
          name="clock"
          value={clock}
          className={styles.segment}
          aria-pressed={value === clock}
          onClick={(event) => {
            event.preventDefault();
            onChange(clock);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

interface FreeTimePickerProps {
  picker: MonthPicker;
  freeTimes: FreeTimesAnswer;
  timeZone: string;
  browserZone: string;
  onTimeZoneChange: (zone: string) => void;
  clock: ClockFormat;
  onClockChange: (clock: ClockFormat) => void;
  /** Group types show the seats still free at each time. */
  showSeats: boolean;
  onPick: (time: FreeTime) => void;
  /** Called as a day is picked (the booking page starts loading its form then). */
  onSelectDay?: (day: DayKey) => void;
}

/**
 * The month calendar with the picked day's free times, the time zone and the clock format
 * (docs/product.md#public-booking-page): the booking page's picker, also the reschedule page's.
 */
export function FreeTimePicker({
  picker,
  freeTimes,
  timeZone,
  browserZone,
  onTimeZoneChange,
  clock,
  onClockChange,
  showSeats,
  onPick,
  onSelectDay,
}: FreeTimePickerProps) {
  const t = useAttendeeMessages();
  const search = usePageQuery();
  const { today, currentMonth, shownMonth, days, selectedDay, setSelectedDay, changeMonth } = picker;
  const timesRef = useRef<HTMLDivElement>(null);
  const clockFormId = useId();
  // Only the answer for this month and zone: an older one would mark the wrong days.
  const timesByDay = useMemo(() => {
    const map = new Map<DayKey, FreeTime[]>();
    for (const day of freeTimes.data?.days ?? []) map.set(day.date, day.times);
    return map;
  }, [freeTimes.data]);
  const isBookable = (day: DayKey) => day >= today && (timesByDay.get(day)?.length ?? 0) > 0;
  const monthHasTimes =
    freeTimes.data !== undefined && days.some((day) => monthOfDay(day) === shownMonth && isBookable(day));
  const dayTimes = selectedDay ? (timesByDay.get(selectedDay) ?? []) : [];
  const showTimes = showsTimes(picker, freeTimes);
  const selectedDayLabel = selectedDay ? formatDay(selectedDay) : '';

  const selectDay = (day: DayKey) => {
    setSelectedDay(day);
    onSelectDay?.(day);
    // On a phone the times are below the calendar: bring them into view.
    requestAnimationFrame(() => timesRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  };

  // Without JavaScript every choice below is a GET of the page (docs/attendee-pages.md#without-javascript):
  // the days, months and times are this form's submit buttons (name=value), the zone its select;
  // with JavaScript their clicks are handled here and the form never submits.
  return (
    <>
      <form method="get" className={styles.contents} onSubmit={(event) => event.preventDefault()}>
        {/* The clock the address chose, kept by every choice of this form (like the zone). */}
        {carriedQuery(search, ['duration', 'clock']).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
              busy={freeTimes.isValidating}
            />
            {freeTimes.isValidating ? (
              <p className={cx(styles.row, styles.small, styles.muted)} role="status">
                <Spinner small />
                <span>{t('loadingTimes')}</span>
              </p>
            ) : null}
            {freeTimes.error !== undefined && !freeTimes.isValidating ? (
              <Alert
                status="error"
                role="alert"
                title={t('timesFailed')}
                action={
                  <button
                    type="button"
                    className={cx(styles.button, styles.outline, styles.compact)}
                    onClick={() => freeTimes.reload()}
                  >
                    {t('tryAgain')}
                  </button>
                }
              />
            ) : null}
            {!freeTimes.isValidating && freeTimes.data && !monthHasTimes ? (
              <div className={cx(styles.row, styles.wrap, styles.small, styles.muted)}>
                <span>{t('noTimesThisMonth')}</span>
                <button
                  type="submit"
                  name="month"
                  value={addMonths(shownMonth, 1)}
                  className={cx(styles.button, styles.subtle, styles.compact)}
                  onClick={(event) => {
                    event.preventDefault();
                    changeMonth(1);
                  }}
                >
                  {t('viewNextMonth')}
                </button>
              </div>
            ) : null}
            <div className={styles.settingsRow}>
              <TimeZonePicker
                value={timeZone}
                browserZone={browserZone}
                onChange={onTimeZoneChange}
                keep={
                  selectedDay
                    ? { name: 'date', value: selectedDay }
                    : shownMonth !== currentMonth
                      ? { name: 'month', value: shownMonth }
                      : undefined
                }
              />
              <ClockToggle value={clock} onChange={onClockChange} form={clockFormId} />
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
                    showSeats={showSeats}
                    onPick={onPick}
                  />
                </div>
              </>
            ) : (
              <p className={cx(styles.small, styles.muted, styles.pickADay)} hidden={!freeTimes.data}>
                {t('pickADay')}
              </p>
            )}
          </div>
        </div>
        <div className={styles.srOnly} aria-live="polite" aria-atomic="true">
          {showTimes ? t('timesAnnouncement', { count: dayTimes.length, day: selectedDayLabel }) : ''}
        </div>
      </form>
      {/* The clock toggle's own GET form: the chosen day and month stay (the picker's form would
        send only the pressed button's choice). */}
      <form id={clockFormId} method="get" hidden>
        {[
          ...carriedQuery(search, ['duration', 'tz']),
          ...(shownMonth !== currentMonth ? [['month', shownMonth]] : []),
          ...(selectedDay ? [['date', selectedDay]] : []),
        ].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </>
  );
}
