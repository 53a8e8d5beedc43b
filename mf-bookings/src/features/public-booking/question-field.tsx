import type { PublicQuestion } from '@slotwise/shared/contract/bookings.contract';
import { useId } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { attendeeApiText } from './attendee-api-text';
import { cx } from './attendee-ui';
import { Field } from './booking-form-field';
import type { FormAnswer } from './booking-prefill';
import { questionFieldName } from './page-address';
import styles from './public-booking.module.css';

interface QuestionFieldProps {
  question: PublicQuestion;
  value: FormAnswer | undefined;
  onChange: (answer: FormAnswer) => void;
  error?: string;
}

/**
 * One question of the booking form by its type (docs/product.md#questions-and-guests): a
 * labelled line, text area, list, or a fieldset whose legend is the question for radios and
 * checkboxes.
 */
export function QuestionField({ question, value, onChange, error }: QuestionFieldProps) {
  const type = question.answer_type;
  if (type === 'radio' || type === 'checkboxes') {
    return <ChoiceFieldset question={question} value={value} onChange={onChange} error={error} />;
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={question.question_text} required={question.required} error={error}>
      {(control) =>
        type === 'long' ? (
          <textarea
            {...control}
            name={questionFieldName(question.id)}
            className={styles.input}
            rows={4}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : type === 'select' ? (
          <SelectControl control={control} question={question} value={text} onChange={onChange} />
        ) : (
          <input
            {...control}
            name={questionFieldName(question.id)}
            className={styles.input}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            {...inputKind(type)}
          />
        )
      }
    </Field>
  );
}

/** The keyboard and autofill each text-like type asks for. */
function inputKind(type: string) {
  if (type === 'phone') return { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 } as const;
  if (type === 'number') return { type: 'text', inputMode: 'decimal', maxLength: 30 } as const;
  if (type === 'url') return { type: 'url', inputMode: 'url', autoComplete: 'url', maxLength: 2000 } as const;
  return { type: 'text' } as const;
}

function SelectControl({
  control,
  question,
  value,
  onChange,
}: {
  control: object;
  question: PublicQuestion;
  value: string;
  onChange: (answer: string) => void;
}) {
  const t = useAttendeeMessages();
  return (
    <select
      {...control}
      name={questionFieldName(question.id)}
      className={styles.input}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{t('chooseOption')}</option>
      {(question.options ?? []).map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

function ChoiceFieldset({ question, value, onChange, error }: QuestionFieldProps) {
  const t = useAttendeeMessages();
  const id = useId();
  const errorId = `${id}-error`;
  const many = question.answer_type === 'checkboxes';
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  const toggle = (option: string, on: boolean) => {
    if (!many) return onChange(option);
    onChange(
      on ? [...chosen.filter((one) => one !== option), option] : chosen.filter((one) => one !== option),
    );
  };
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      // A radio group says it is required itself; a checkbox group only through its legend.
      {...(!many && question.required ? { 'aria-required': true } : {})}
      role={many ? undefined : 'radiogroup'}
    >
      <legend className={styles.legend}>
        {question.question_text}
        {question.required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      {(question.options ?? []).map((option, index) => (
        <label key={option} className={styles.choice}>
          <input
            type={many ? 'checkbox' : 'radio'}
            name={questionFieldName(question.id)}
            value={option}
            checked={chosen.includes(option)}
            onChange={(e) => toggle(option, e.target.checked)}
            // The first control takes the focus when the form points at this question's error.
            {...(index === 0 && error ? { 'aria-invalid': true } : {})}
          />
          {option}
        </label>
      ))}
      {error ? (
        <p id={errorId} className={cx(styles.fieldError)}>
          {attendeeApiText(error, t)}
        </p>
      ) : null}
    </fieldset>
  );
}
