import { useAttendeeMessages } from '../../app/attendee-catalogue';
import styles from './public-booking.module.css';

interface DurationPickerProps {
  durations: readonly number[];
  value: number;
  onChange: (minutes: number) => void;
  /** The address's other choices a GET of the page keeps (its zone, its month). */
  carry?: Readonly<Record<string, string | null>>;
}

/**
 * The durations a type offers, one pressed (docs/product.md#several-durations). Without
 * JavaScript each is a GET of the page with `?duration=` (docs/attendee-pages.md#without-javascript);
 * with it, the press prevents that and changes the state.
 */
export function DurationPicker({ durations, value, onChange, carry = {} }: DurationPickerProps) {
  const t = useAttendeeMessages();
  return (
    <form method="get">
      {Object.entries(carry).map(([name, kept]) =>
        kept === null ? null : <input key={name} type="hidden" name={name} value={kept} />,
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled set of toggle buttons, as the clock format's */}
      <div className={styles.segments} role="group" aria-label={t('durationChoice')}>
        {durations.map((minutes) => (
          <button
            key={minutes}
            type="submit"
            name="duration"
            value={minutes}
            className={styles.segment}
            aria-pressed={value === minutes}
            onClick={(event) => {
              event.preventDefault();
              onChange(minutes);
            }}
          >
            {t('durationMinutes', { minutes })}
          </button>
        ))}
      </div>
    </form>
  );
}
