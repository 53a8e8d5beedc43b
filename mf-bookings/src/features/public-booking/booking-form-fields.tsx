import type { PublicEventType, PublicQuestion } from '@slotwise/shared/contract/bookings.contract';
import { questionLimits } from '@slotwise/shared/contract/questions.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import { type FieldErrors, questionKey } from './booking-form-checks';
import { Field } from './booking-form-field';
import type { FormAnswer } from './booking-prefill';
import { useNoScriptForm } from './page-address';
import styles from './public-booking.module.css';
import { QuestionField } from './question-field';

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
            name="attendee_name"
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
            name="attendee_email"
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
                name="attendee_phone"
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
  /** The answers by question id (a list for checkboxes). */
  answers: Readonly<Record<string, FormAnswer>>;
  onAnswer: (questionId: string, answer: FormAnswer) => void;
  errors: FieldErrors;
}

/** The event type's questions, each drawn by its type (question-field.tsx). */
export function QuestionFields({ questions, answers, onAnswer, errors }: QuestionFieldsProps) {
  return questions.map((question) => (
    <QuestionField
      key={question.id}
      question={question}
      value={answers[question.id]}
      onChange={(answer) => onAnswer(question.id, answer)}
      error={errors[questionKey(question.id)]}
    />
  ));
}

interface GuestsFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Guests (docs/product.md#questions-and-guests): behind a button until wanted (or named by the
 * link), then one field of addresses separated by commas.
 */
export function GuestsField({ value, onChange, error }: GuestsFieldProps) {
  const t = useAttendeeMessages();
  const hintId = useId();
  // Drawn by the server it is open: without JavaScript the button could not open it.
  const drawnForNoScript = useNoScriptForm() !== null;
  const [open, setOpen] = useState(value !== '' || Boolean(error) || drawnForNoScript);
  const field = useRef<HTMLTextAreaElement>(null);
  const pressed = useRef(false);
  // Opened by the button: the attendee types straight away (not when the link opened it).
  useEffect(() => {
    if (open && pressed.current) field.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <div>
        <button
          type="button"
          className={cx(styles.button, styles.outline, styles.pill)}
          onClick={() => {
            pressed.current = true;
            setOpen(true);
          }}
        >
          {t('addGuests')}
        </button>
      </div>
    );
  }
  return (
    <Field label={t('guests')} error={error}>
      {(control) => (
        <>
          <textarea
            {...control}
            ref={field}
            name="guests"
            aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
            className={styles.input}
            rows={2}
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <p id={hintId} className={cx(styles.small, styles.muted)}>
            {t('guestsHint', { count: questionLimits.maxGuests })}
          </p>
        </>
      )}
    </Field>
  );
}
