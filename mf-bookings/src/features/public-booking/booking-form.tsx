import type {
  CreatePublicBookingPayload,
  FreeTime,
  PublicBooking,
  PublicEventType,
} from '@slotwise/shared/contract/bookings.contract';
import { splitGuests } from '@slotwise/shared/contract/questions.contract';
import { activeLocaleTag } from '@slotwise/shared/datetime/date-locale';
import { formTokenField } from '@slotwise/shared/remote/attendee-preview';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { type AdditionalAttendee, AdditionalAttendeesFieldset } from './additional-attendees-fieldset';
import { attendeeApiText } from './attendee-api-text';
import { Alert, cx, Spinner } from './attendee-ui';
import { checkBooking, sortedQuestions } from './booking-form-checks';
import {
  type AttendeeDetails,
  AttendeeDetailsFields,
  GuestsField,
  QuestionFields,
} from './booking-form-fields';
import { type FormAnswer, prefillAnswers, prefillGuests } from './booking-prefill';
import { prefillFromAddress } from './embed-bridge';
import { dayOfInstant, timesAddress, useNoScriptForm } from './page-address';
import { usePageQuery } from './page-query';
import {
  postedAnswers,
  postedAttendees,
  postedDetails,
  postedSeriesCount,
  postedStarts,
  seriesBusyField,
  seriesSkipField,
} from './posted-booking-form';
import { postedText } from './posted-text';
import styles from './public-booking.module.css';
import { SeriesFieldset } from './series-fieldset';
import { useBookingSubmit } from './use-booking-submit';

interface BookingFormProps {
  eventType: PublicEventType;
  time: FreeTime;
  timeZone: string;
  onBooked: (booking: PublicBooking, attendeeEmail: string) => void;
  /** The time was taken meanwhile (409): back to the times, with the server's message. */
  onSlotTaken: (message: string) => void;
  onBack: () => void;
  /** The single-use link's secret the page was opened by: sent in the body (docs/product.md#private-sharing). */
  singleUseLink?: string;
}

/** The attendee's details, the event type's questions and, for group types, more attendees. */
export function BookingForm({
  eventType,
  time,
  timeZone,
  onBooked,
  onSlotTaken,
  onBack,
  singleUseLink,
}: BookingFormProps) {
  const t = useAttendeeMessages();
  // Recurring types (docs/product.md#recurring-series): how many meetings, and the busy ones left out.
  const recurrence = eventType.recurrence ?? null;
  // Drawn by the server after a POST without JavaScript (docs/attendee-pages.md#without-javascript):
  // the values as posted and what was wrong with them.
  const noScript = useNoScriptForm();
  const posted = noScript?.posted ?? null;
  const search = usePageQuery();
  const [count, setCount] = useState(() =>
    recurrence && posted
      ? postedSeriesCount(posted.fields, recurrence.max_count)
      : (recurrence?.max_count ?? 1),
  );
  // After a POST without JavaScript that found meetings busy (attendee-form.ts): the same choice.
  const [busy, setBusy] = useState<string[]>(() =>
    posted ? postedStarts(posted.fields, seriesBusyField) : [],
  );
  const [skip, setSkip] = useState<string[]>(() =>
    posted ? postedStarts(posted.fields, seriesSkipField) : [],
  );
  const { submit, isSubmitting, errors, formError, attempt } = useBookingSubmit({
    onBooked,
    onSlotTaken,
    onSeriesBusy: setBusy,
    initial: posted ?? undefined,
  });
  // An embed (or a shared link) may prefill them: ?name=&email= (embed-bridge.ts), and the
  // questions and guests: ?q1=&guests= (booking-prefill.ts, docs/product.md#prefill).
  const [details, setDetails] = useState<AttendeeDetails>(() =>
    posted ? postedDetails(posted.fields) : { ...prefillFromAddress(), phone: '' },
  );
  const [answers, setAnswers] = useState<Record<string, FormAnswer>>(() =>
    posted
      ? postedAnswers(sortedQuestions(eventType), posted.fields)
      : prefillAnswers(sortedQuestions(eventType)),
  );
  const [guests, setGuests] = useState(() =>
    posted ? postedText(posted.fields, 'guests') : prefillGuests(),
  );
  const [attendees, setAttendees] = useState<AdditionalAttendee[]>(() =>
    posted ? postedAttendees(posted.fields) : [],
  );
  const formRef = useRef<HTMLFormElement>(null);

  const questions = sortedQuestions(eventType);
  const takesAttendees = eventType.event_type === 'group';
  const maxAttendees = Math.max(0, time.seats_left - 1);

  // After a refused submit, the first invalid field takes the focus (and its error is read).
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const payload = (): CreatePublicBookingPayload => ({
    event_type_id: eventType.id,
    start_time: time.start,
    attendee_name: details.name,
    attendee_email: details.email,
    timezone: timeZone,
    answers: questions
      .map((question) => {
        const given = answers[question.id] ?? '';
        return { question_id: question.id, answer: Array.isArray(given) ? given : given.trim() };
      })
      .filter((answer) => answer.answer.length > 0),
    additional_attendees: takesAttendees ? attendees : [],
    guests: splitGuests(guests),
    // The page's language in the browser's full locale (fr-FR): the mails and invites follow it.
    language: activeLocaleTag(),
    ...(eventType.phone_required ? { attendee_phone: details.phone.trim() } : {}),
    // The chosen one of several durations (docs/product.md#several-durations).
    ...((eventType.durations?.length ?? 0) > 1 ? { duration: eventType.duration } : {}),
    ...(singleUseLink ? { single_use_link: singleUseLink } : {}),
    ...(recurrence && count >= 2 ? { series: { count, skip } } : {}),
  });

  const send = (event?: FormEvent, body = payload()) => {
    event?.preventDefault();
    void submit(body, checkBooking(body, eventType, answers, t, guests));
  };

  const bookOthers = () => {
    const left = [...new Set([...skip, ...busy])];
    setSkip(left);
    send(undefined, { ...payload(), series: { count, skip: left } });
  };

  const generalError = errors.body ?? errors.start_time ?? errors.timezone ?? errors.event_type_id;

  return (
    <div className={styles.stack}>
      <div className={styles.formHeader}>
        {/* A link to the day's times: it works without JavaScript too. */}
        <a
          href={timesAddress(search, dayOfInstant(time.start, timeZone), timeZone)}
          className={cx(styles.button, styles.outline, styles.pill, styles.iconButton)}
          aria-label={t('back')}
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          <ArrowLeft aria-hidden="true" />
        </a>
        <h2 className={styles.heading2}>{t('formHeading')}</h2>
      </div>
      {/* Without JavaScript the form posts to the page's address (?time=&tz=), which the
          shell's server hands to mf-bookings' server module (attendee-form.ts). */}
      <form ref={formRef} method="post" onSubmit={send} noValidate className={styles.stackTight}>
        {noScript ? (
          <>
            <input type="hidden" name={formTokenField} value={noScript.token} />
            <input type="hidden" name="idempotency_key" value={noScript.idempotencyKey} />
            {recurrence
              ? [
                  ...skip.map((iso) => [seriesSkipField, iso]),
                  ...busy.map((iso) => [seriesBusyField, iso]),
                ].map(([name, iso]) => <input key={`${name}${iso}`} type="hidden" name={name} value={iso} />)
              : null}
          </>
        ) : null}
        <input type="hidden" name="start_time" value={time.start} />
        <input type="hidden" name="tz" value={timeZone} />
        {formError ? <Alert status="error" role="alert" title={formError} /> : null}
        <AttendeeDetailsFields
          eventType={eventType}
          value={details}
          onChange={(change) => setDetails((current) => ({ ...current, ...change }))}
          errors={errors}
        />
        <QuestionFields
          questions={questions}
          answers={answers}
          onAnswer={(id, answer) => setAnswers((all) => ({ ...all, [id]: answer }))}
          errors={errors}
        />
        <GuestsField value={guests} onChange={setGuests} error={errors.guests} />
        {recurrence ? (
          <SeriesFieldset
            recurrence={recurrence}
            start={time.start}
            timeZone={timeZone}
            count={count}
            onCount={(next) => {
              setCount(next);
              setSkip([]);
              setBusy([]);
            }}
            busy={busy}
            skip={skip}
            onBookOthers={bookOthers}
            onPickAnother={onBack}
            pickAnotherAddress={timesAddress(search, dayOfInstant(time.start, timeZone), timeZone)}
          />
        ) : null}
        {takesAttendees && maxAttendees > 0 ? (
          <AdditionalAttendeesFieldset
            attendees={attendees}
            onChange={setAttendees}
            max={maxAttendees}
            errors={errors}
          />
        ) : null}
        <div className={styles.submitRow}>
          <button
            type="submit"
            className={cx(styles.button, styles.solid, styles.pill, styles.large, styles.stretchOnPhone)}
            aria-disabled={isSubmitting || undefined}
          >
            {isSubmitting ? (
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
