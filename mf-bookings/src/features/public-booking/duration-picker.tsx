import { useAttendeeMessages } from '../../app/attendee-catalogue';
import styles from './public-booking.module.css';

interface DurationPickerProps {
  durations: readonly number[];
  value: number;
  onChange: (minutes: number) => void;
}

/** The durations a type offers, one pressed (docs/product.md#several-durations). */
export function DurationPicker({ durations, value, onChange }: DurationPickerProps) {
  const t = useAttendeeMessages();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled set of toggle buttons, as the clock format's
    <div className={styles.segments} role="group" aria-label={t('durationChoice')}>
      {durations.map((minutes) => (
        <button
          key={minutes}
          type="button"
          className={styles.segment}
          aria-pressed={value === minutes}
          onClick={() => onChange(minutes)}
        >
          {t('durationMinutes', { minutes })}
        </button>
      ))}
    </div>
  );
}
