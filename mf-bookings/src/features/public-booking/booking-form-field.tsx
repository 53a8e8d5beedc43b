import { type ReactNode, useId } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { attendeeApiText } from './attendee-api-text';
import styles from './public-booking.module.css';

/** The attributes tying a control to its label and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  label: ReactNode;
  required?: boolean;
  /** The contract's English message (or the form's own text): shown in the page's language. */
  error?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A label, its control and the control's error, tied together for assistive technology. */
export function Field({ label, required, error, children }: FieldProps) {
  const t = useAttendeeMessages();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {attendeeApiText(error, t)}
        </p>
      ) : null}
    </div>
  );
}
