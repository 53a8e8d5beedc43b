import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import type { FieldErrors } from './booking-form-checks';
import { Field } from './booking-form-field';
import { attendeesActionField } from './posted-booking-form';
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

/**
 * Without JavaScript, adding or removing a row posts the form with this button's name and value:
 * the server draws the form again with the row added or removed and books nothing
 * (attendee-form.ts, docs/attendee-pages.md#without-javascript). With it, the press prevents that.
 * `data-choice`: a press held before the page's code takes over is replayed as a press, not as
 * the form's submit (shell/server/browser/hold-preview-input.browser.js).
 */
const attendeesAction = (value: string) =>
  ({
    type: 'submit',
    name: attendeesActionField,
    value,
    formNoValidate: true,
    'data-choice': '',
  }) as const;

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
                  name={`additional_attendees.${index}.name`}
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
                  name={`additional_attendees.${index}.email`}
                  className={styles.input}
                  value={attendee.email}
                  onChange={(e) => setAttendee(index, 'email', e.target.value)}
                />
              )}
            </Field>
            <button
              {...attendeesAction(`remove:${index}`)}
              className={cx(styles.button, styles.ghostDanger, styles.iconButton)}
              aria-label={t('removeAttendee', { index: number })}
              onClick={(event) => {
                event.preventDefault();
                onChange(attendees.filter((_, i) => i !== index));
              }}
            >
              <Trash2 aria-hidden="true" />
            </button>
          </div>
        );
      })}
      <button
        {...attendeesAction('add')}
        className={cx(styles.button, styles.outline, styles.stretchOnPhone)}
        disabled={attendees.length >= max}
        onClick={(event) => {
          event.preventDefault();
          onChange([...attendees, { name: '', email: '' }]);
        }}
      >
        <Plus aria-hidden="true" /> {t('addAttendee')}
      </button>
    </fieldset>
  );
}
