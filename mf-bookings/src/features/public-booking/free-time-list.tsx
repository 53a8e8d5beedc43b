import type { FreeTime } from '@slotwise/shared/contract/bookings.contract';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import styles from './public-booking.module.css';
import { type ClockFormat, formatTimeIn } from './zoned-time';

interface FreeTimeListProps {
  /** The picked day's name, e.g. 'Monday, November 23, 2026'. */
  dayLabel: string;
  times: FreeTime[];
  timeZone: string;
  clock: ClockFormat;
  /** Group types show the seats still free at each time. */
  showSeats: boolean;
  onPick: (time: FreeTime) => void;
}

/** The picked day's free start times, in the attendee's zone and clock. */
export function FreeTimeList({ dayLabel, times, timeZone, clock, showSeats, onPick }: FreeTimeListProps) {
  const t = useAttendeeMessages();
  if (times.length === 0) {
    return <p className={styles.muted}>{t('noTimesOnDay')}</p>;
  }
  return (
    <ul className={styles.timeList} aria-label={t('timesFor', { day: dayLabel })}>
      {times.map((time) => {
        const label = formatTimeIn(time.start, timeZone, clock);
        return (
          <li key={time.start}>
            <button
              // Without JavaScript: the picker's GET form opens the booking form for it (?time=).
              type="submit"
              name="time"
              value={time.start}
              className={styles.timeButton}
              aria-label={showSeats ? `${label}, ${t('seatsLeft', { count: time.seats_left })}` : label}
              onClick={(event) => {
                event.preventDefault();
                onPick(time);
              }}
            >
              <span>{label}</span>
              {showSeats ? (
                <span className={styles.seats}>{t('seatsLeft', { count: time.seats_left })}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
