import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import type { FieldErrors } from './booking-form-checks';
import { Field } from './booking-form-field';
import styles from './public-booking.module.css';

export interface AdditionalAttendee {
  name: string;
  email: string;
}

interface AdditionalAttendeesFieldsetProps {
  attendees: readonly AdditionalAttendee[];
  onChange: (attendees: AdditionalAttendee[]) => void;
  /** How many more the picked time takes (its free seats but the booker's). */
  max: number;
  errors: FieldErrors;
}

/** A group type's other attendees, added and removed one by one (docs/product.md#public-booking-page). */
export function AdditionalAttendeesFieldset({
  attendees,
  onChange,
  max,
  errors,
}: AdditionalAttendeesFieldsetProps) {
  const t = useAttendeeMessages();
  const legendId = useId();
  const setAttendee = (index: number, field: keyof AdditionalAttendee, value: string) =>
    onChange(attendees.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${legendId}-hint`}>
      <legend className={styles.legend}>{t('additionalAttendees')}</legend>
      <p id={`${legendId}-hint`} className={cx(styles.small, styles.muted)}>
        {t('additionalAttendeesHint', { count: max })}
      </p>
      {attendees.map((attendee, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <div key={index} className={styles.attendeeRow}>
            <Field
              label={t('attendeeName', { index: number })}
              error={errors[`additional_attendees.${index}.name`]}
            >
              {(control) => (
                <input
                  {...control}
                  aria-required
                  className={styles.input}
                  value={attendee.name}
                  onChange={(e) => setAttendee(index, 'name', e.target.value)}
                />
              )}
            </Field>
            <Field
              label={t('attendeeEmail', { index: number })}
              error={errors[`additional_attendees.${index}.email`]}
            >
              {(control) => (
                <input
                  {...control}
                  aria-required
                  type="email"
                  className={styles.input}
                  value={attendee.email}
                  onChange={(e) => setAttendee(index, 'email', e.target.value)}
                />
              )}
            </Field>
            <button
              type="button"
              className={cx(styles.button, styles.ghostDanger, styles.iconButton)}
              aria-label={t('removeAttendee', { index: number })}
              onClick={() => onChange(attendees.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" />
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={cx(styles.button, styles.outline, styles.stretchOnPhone)}
        disabled={attendees.length >= max}
        onClick={() => onChange([...attendees, { name: '', email: '' }])}
      >
        <Plus aria-hidden="true" /> {t('addAttendee')}
      </button>
    </fieldset>
  );
}
