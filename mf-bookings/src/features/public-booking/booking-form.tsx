import type {
  CreatePublicBookingPayload,
  FreeTime,
  PublicBooking,
  PublicEventType,
} from '@slotwise/shared/contract/bookings.contract';
import { isPhoneNumber } from '@slotwise/shared/contract/locations.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { activeLocaleTag } from '@slotwise/shared/datetime/date-locale';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { attendeeApiText } from './attendee-api-text';
import { Alert, cx, Spinner } from './attendee-ui';
import { prefillFromAddress } from './embed-bridge';
import { errorMessage, fieldErrorsOf, isHttpError } from './public-booking.api';
import styles from './public-booking.module.css';
import { useCreatePublicBookingMutation } from './public-booking-mutations.api';

interface BookingFormProps {
  eventType: PublicEventType;
  time: FreeTime;
  timeZone: string;
  onBooked: (booking: PublicBooking, attendeeEmail: string) => void;
  /** The time was taken meanwhile (409): back to the times, with the server's message. */
  onSlotTaken: (message: string) => void;
  onBack: () => void;
}

type Errors = Record<string, string>;

const questionKey = (id: string) => `question.${id}`;

// The rules of createPublicBookingSchema (bookings.contract) the attendee can break, checked
// here without the schema library; the API checks everything again and answers 422.
const nameMax = 120;
const answerMax = 5000;
// zod's e-mail pattern, the one the API applies.
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// The contract's English messages: shown through attendeeApiText like the API's own.
function nameError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return m.required;
  if (text.length > nameMax) return m.maxLength(nameMax);
  return undefined;
}

function emailError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return m.required;
  if (!emailPattern.test(text)) return m.email;
  return undefined;
}

/** Maps the API's field paths to the form's fields; answers go by question. */
function fieldKeyOf(path: string, answers: CreatePublicBookingPayload['answers']): string {
  const answer = /^answers\.(\d+)(\.answer)?$/.exec(path);
  if (answer) {
    const questionId = answers?.[Number(answer[1])]?.question_id;
    return questionId ? questionKey(questionId) : path;
  }
  return path;
}

interface FieldProps {
  label: ReactNode;
  required?: boolean;
  error?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  }) => ReactNode;
}

/** A label, its control and the control's error, tied together for assistive technology. */
function Field({ label, required, error, children }: FieldProps) {
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

/** The attendee's details, the event type's questions and, for group types, more attendees. */
export function BookingForm({ eventType, time, timeZone, onBooked, onSlotTaken, onBack }: BookingFormProps) {
  const t = useAttendeeMessages();
  const [createBooking, { isLoading }] = useCreatePublicBookingMutation();
  // An embed (or a shared link) may prefill them: ?name=&email= (embed-bridge.ts).
  const [name, setName] = useState(() => prefillFromAddress().name);
  const [email, setEmail] = useState(() => prefillFromAddress().email);
  const [phone, setPhone] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [attendees, setAttendees] = useState<{ name: string; email: string }[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const legendId = useId();
  const phoneHintId = useId();

  const questions = [...eventType.questions].sort((a, b) => a.sort_order - b.sort_order);
  const takesAttendees = eventType.event_type === 'group';
  const maxAttendees = Math.max(0, time.seats_left - 1);

  // After a failed submit, the first invalid field takes the focus (and its error is read).
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const payload = (): CreatePublicBookingPayload => ({
    event_type_id: eventType.id,
    start_time: time.start,
    attendee_name: name,
    attendee_email: email,
    timezone: timeZone,
    answers: questions
      .map((question) => ({ question_id: question.id, answer: (answers[question.id] ?? '').trim() }))
      .filter((answer) => answer.answer !== ''),
    additional_attendees: takesAttendees ? attendees : [],
    // The page's language in the browser's full locale (fr-FR): the mails and invites follow it.
    language: activeLocaleTag(),
    ...(eventType.phone_required ? { attendee_phone: phone.trim() } : {}),
  });

  const validate = (body: CreatePublicBookingPayload): Errors => {
    const found: Errors = {};
    const add = (key: string, message: string | undefined) => {
      if (message) found[key] ??= message;
    };
    add('attendee_name', nameError(body.attendee_name));
    add('attendee_email', emailError(body.attendee_email));
    if (eventType.phone_required) {
      const number = body.attendee_phone ?? '';
      add(
        'attendee_phone',
        !number ? t('phoneRequired') : isPhoneNumber(number) ? undefined : t('phoneInvalid'),
      );
    }
    for (const answer of body.answers ?? []) {
      if (answer.answer.length > answerMax) add(questionKey(answer.question_id), m.maxLength(answerMax));
    }
    (body.additional_attendees ?? []).forEach((attendee, index) => {
      add(`additional_attendees.${index}.name`, nameError(attendee.name));
      add(`additional_attendees.${index}.email`, emailError(attendee.email));
    });
    for (const question of questions) {
      if (question.required && !(answers[question.id] ?? '').trim())
        add(questionKey(question.id), t('answerRequired'));
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const body = payload();
    const found = validate(body);
    setFormError(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const booking = await createBooking(body);
      onBooked(booking, body.attendee_email);
    } catch (error) {
      if (isHttpError(error, 409)) {
        onSlotTaken(attendeeApiText(errorMessage(error, t('slotTaken')), t));
        return;
      }
      const serverErrors = fieldErrorsOf(error);
      if (serverErrors) {
        const mapped: Errors = {};
        for (const [path, messages] of Object.entries(serverErrors)) {
          const message = Array.isArray(messages) ? messages[0] : String(messages);
          if (message) mapped[fieldKeyOf(path, body.answers)] ??= message;
        }
        setErrors(mapped);
        setFormError(t('fixErrors'));
        setAttempt((n) => n + 1);
        return;
      }
      setFormError(attendeeApiText(errorMessage(error, t('bookingFailed')), t));
    }
  };

  const setAttendee = (index: number, field: 'name' | 'email', value: string) =>
    setAttendees((list) => list.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const generalError = errors.body ?? errors.start_time ?? errors.timezone ?? errors.event_type_id;

  return (
    <div className={styles.stack}>
      <div className={styles.formHeader}>
        <button
          type="button"
          className={cx(styles.button, styles.outline, styles.pill, styles.iconButton)}
          aria-label={t('back')}
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" />
        </button>
        <h2 className={styles.heading2}>{t('formHeading')}</h2>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.stackTight}>
        {formError ? <Alert status="error" role="alert" title={formError} /> : null}
        <Field label={t('name')} required error={errors.attendee_name}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
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
              value={email}
              onChange={(e) => setEmail(e.target.value)}
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
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
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
        {questions.map((question) => {
          const value = answers[question.id] ?? '';
          const change = (next: string) => setAnswers((all) => ({ ...all, [question.id]: next }));
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
        })}
        {takesAttendees && maxAttendees > 0 ? (
          <fieldset className={styles.fieldset} aria-describedby={`${legendId}-hint`}>
            <legend className={styles.legend}>{t('additionalAttendees')}</legend>
            <p id={`${legendId}-hint`} className={cx(styles.small, styles.muted)}>
              {t('additionalAttendeesHint', { count: maxAttendees })}
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
                    onClick={() => setAttendees((list) => list.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </button>
                </div>
              );
            })}
            <button
              type="button"
              className={cx(styles.button, styles.outline, styles.stretchOnPhone)}
              disabled={attendees.length >= maxAttendees}
              onClick={() => setAttendees((list) => [...list, { name: '', email: '' }])}
            >
              <Plus aria-hidden="true" /> {t('addAttendee')}
            </button>
          </fieldset>
        ) : null}
        <div className={styles.submitRow}>
          <button
            type="submit"
            className={cx(styles.button, styles.solid, styles.pill, styles.large, styles.stretchOnPhone)}
            aria-disabled={isLoading || undefined}
          >
            {isLoading ? (
              <>
                <Spinner small /> {t('submitting')}
              </>
            ) : (
              t('submit')
            )}
          </button>
        </div>
        {generalError ? (
          <p className={styles.fieldError} role="alert">
            {attendeeApiText(generalError, t)}
          </p>
        ) : null}
      </form>
    </div>
  );
}
