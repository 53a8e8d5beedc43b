import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import { addMonths, type DayKey, type MonthKey, monthOfDay } from './calendar-month';
import styles from './public-booking.module.css';
import { dateFormats, formatDay } from './zoned-time';

interface MonthCalendarProps {
  month: MonthKey;
  /** The 42 cells of the month view, Monday first. */
  days: DayKey[];
  today: DayKey;
  selectedDay: DayKey | null;
  isBookable: (day: DayKey) => boolean;
  onSelectDay: (day: DayKey) => void;
  canGoBack: boolean;
  onMonthChange: (step: -1 | 1) => void;
  busy?: boolean;
}

// A Monday (2024-01-01) and the six days after it: weekday names come from the date locale.
const week = Array.from({ length: 7 }, (_, index) => new Date(2024, 0, 1 + index));
const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month view (docs/product.md#month-calendar: 42 cells, week starting Monday). Days are buttons
 * (submit buttons of the picker's GET form: without JavaScript a day is a link); only
 * one of them is in the tab order and the arrow keys move between bookable days.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const t = useAttendeeMessages();
  const { month, days, today, selectedDay, isBookable, onSelectDay, canGoBack, onMonthChange, busy } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const title = formatDay(`${month}-01`, dateFormats.monthTitle);
  const focusable =
    selectedDay && days.includes(selectedDay) && isBookable(selectedDay)
      ? selectedDay
      : days.find((day) => isBookable(day));

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = gridRef.current?.querySelectorAll<HTMLButtonElement>('button[data-day]');
    if (!buttons) return;
    for (let next = index + step; next >= 0 && next < buttons.length; next += step) {
      if (!buttons[next].disabled) {
        buttons[next].focus();
        return;
      }
    }
  };

  return (
    <div>
      <div className={styles.calendarHeader}>
        <h3 className={styles.monthTitle} aria-live="polite">
          {title}
        </h3>
        <div className={styles.row}>
          <button
            type="submit"
            name="month"
            value={addMonths(month, -1)}
            className={cx(styles.button, styles.ghost, styles.pill, styles.iconButton)}
            aria-label={t('previousMonth')}
            disabled={!canGoBack}
            onClick={(event) => {
              event.preventDefault();
              onMonthChange(-1);
            }}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button
            type="submit"
            name="month"
            value={addMonths(month, 1)}
            className={cx(styles.button, styles.subtle, styles.pill, styles.iconButton)}
            aria-label={t('nextMonth')}
            onClick={(event) => {
              event.preventDefault();
              onMonthChange(1);
            }}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className={styles.weekdays} aria-hidden="true">
        {week
          .map((day) => formatLocalized(day, 'EEE'))
          .map((weekday) => (
            <span key={weekday} className={styles.weekday}>
              {weekday}
            </span>
          ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a grid of day buttons named by its month, not a form fieldset */}
      <div
        ref={gridRef}
        role="group"
        aria-label={title}
        aria-busy={busy || undefined}
        className={styles.days}
        data-testid="calendar-grid"
      >
        {days.map((day, index) => {
          const bookable = isBookable(day);
          const selected = day === selectedDay;
          const isToday = day === today;
          const outside = monthOfDay(day) !== month;
          const label = formatDay(day);
          return (
            <button
              key={day}
              type="submit"
              name="date"
              value={day}
              data-day={day}
              aria-label={isToday ? `${label}, ${t('today')}` : label}
              aria-pressed={selected}
              aria-current={isToday ? 'date' : undefined}
              disabled={!bookable}
              tabIndex={day === focusable ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                onSelectDay(day);
              }}
              onKeyDown={(event) => moveFocus(event, index)}
              className={cx(
                styles.day,
                bookable && styles.dayBookable,
                selected && styles.daySelected,
                !bookable && outside && styles.dayOutside,
              )}
            >
              {Number(day.slice(8))}
              {isToday ? <span className={styles.todayDot} aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
