import type { PublicEventType, PublicQuestion } from '@slotwise/shared/contract/bookings.contract';
import { useId } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import { type FieldErrors, questionKey } from './booking-form-checks';
import { Field } from './booking-form-field';
import styles from './public-booking.module.css';

/** The attendee's own details: name, e-mail and, when the event type asks, a phone number. */
export interface AttendeeDetails {
  name: string;
  email: string;
  phone: string;
}

interface AttendeeDetailsFieldsProps {
  eventType: Pick<PublicEventType, 'phone_required' | 'location' | 'location_details'>;
  value: AttendeeDetails;
  onChange: (change: Partial<AttendeeDetails>) => void;
  errors: FieldErrors;
}

export function AttendeeDetailsFields({ eventType, value, onChange, errors }: AttendeeDetailsFieldsProps) {
  const t = useAttendeeMessages();
  const phoneHintId = useId();
  return (
    <>
      <Field label={t('name')} required error={errors.attendee_name}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            autoComplete="name"
            value={value.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('email')} required error={errors.attendee_email}>
        {(control) => (
          <input
            {...control}
            type="email"
            className={styles.input}
            autoComplete="email"
            value={value.email}
            onChange={(e) => onChange({ email: e.target.value })}
          />
        )}
      </Field>
      {eventType.phone_required ? (
        <Field label={t('phone')} required error={errors.attendee_phone}>
          {(control) => (
            <>
              <input
                {...control}
                // The hint says who calls whom: read with the field, before any error.
                aria-describedby={[phoneHintId, control['aria-describedby']].filter(Boolean).join(' ')}
                type="tel"
                inputMode="tel"
                className={styles.input}
                autoComplete="tel"
                maxLength={40}
                value={value.phone}
                onChange={(e) => onChange({ phone: e.target.value })}
              />
              <p id={phoneHintId} className={cx(styles.small, styles.muted)}>
                {eventType.location === 'phone' && eventType.location_details?.phone_from === 'attendee'
                  ? t('phoneHintCall')
                  : t('phoneHintSms')}
              </p>
            </>
          )}
        </Field>
      ) : null}
    </>
  );
}

interface QuestionFieldsProps {
  questions: readonly PublicQuestion[];
  /** The answers by question id. */
  answers: Readonly<Record<string, string>>;
  onAnswer: (questionId: string, answer: string) => void;
  errors: FieldErrors;
}

/** The event type's questions, a line or a text area each. */
export function QuestionFields({ questions, answers, onAnswer, errors }: QuestionFieldsProps) {
  return questions.map((question) => {
    const value = answers[question.id] ?? '';
    const change = (next: string) => onAnswer(question.id, next);
    return (
      <Field
        key={question.id}
        label={question.question_text}
        required={question.required}
        error={errors[questionKey(question.id)]}
      >
        {(control) =>
          question.answer_type === 'long' ? (
            <textarea
              {...control}
              className={styles.input}
              rows={4}
              value={value}
              onChange={(e) => change(e.target.value)}
            />
          ) : (
            <input
              {...control}
              className={styles.input}
              value={value}
              onChange={(e) => change(e.target.value)}
            />
          )
        }
      </Field>
    );
  });
}
