import { isApiError } from '@slotwise/shared/api/api-error';
import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import {
  type CreatePublicBookingPayload,
  createPublicBookingSchema,
  type FreeTime,
  type PublicBooking,
  type PublicEventType,
} from '@slotwise/shared/contract/bookings.contract';
import {
  Alert,
  Box,
  Button,
  Field,
  Fieldset,
  Heading,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  Textarea,
} from '@slotwise/shared/ui/chakra';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCreatePublicBookingMutation } from './public-booking.api';
import { publicBookingTexts as t } from './public-booking.texts';

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

/** Maps the API's (or zod's) field paths to the form's fields; answers go by question. */
function fieldKeyOf(path: string, answers: CreatePublicBookingPayload['answers']): string {
  const answer = /^answers\.(\d+)(\.answer)?$/.exec(path);
  if (answer) {
    const questionId = answers?.[Number(answer[1])]?.question_id;
    return questionId ? questionKey(questionId) : path;
  }
  return path;
}

/** The attendee's details, the event type's questions and, for group types, more attendees. */
export function BookingForm({ eventType, time, timeZone, onBooked, onSlotTaken, onBack }: BookingFormProps) {
  const [createBooking, { isLoading }] = useCreatePublicBookingMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [attendees, setAttendees] = useState<{ name: string; email: string }[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

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
    language: globalThis.navigator?.language,
  });

  const validate = (body: CreatePublicBookingPayload): Errors => {
    const found: Errors = {};
    const parsed = createPublicBookingSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = fieldKeyOf(issue.path.join('.'), body.answers);
        found[key] ??= issue.message;
      }
    }
    for (const question of questions) {
      if (question.required && !(answers[question.id] ?? '').trim()) {
        found[questionKey(question.id)] ??= t.answerRequired;
      }
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = payload();
    const found = validate(body);
    setFormError(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const booking = await createBooking(body).unwrap();
      onBooked(booking, body.attendee_email);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        onSlotTaken(apiErrorMessage(error, t.slotTaken));
        return;
      }
      const serverErrors = isApiError(error) && error.status === 422 ? error.data?.errors : undefined;
      if (serverErrors) {
        const mapped: Errors = {};
        for (const [path, messages] of Object.entries(serverErrors)) {
          const message = Array.isArray(messages) ? messages[0] : String(messages);
          if (message) mapped[fieldKeyOf(path, body.answers)] ??= message;
        }
        setErrors(mapped);
        setFormError(t.fixErrors);
        setAttempt((n) => n + 1);
        return;
      }
      setFormError(apiErrorMessage(error, t.bookingFailed));
    }
  };

  const setAttendee = (index: number, field: 'name' | 'email', value: string) =>
    setAttendees((list) => list.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  return (
    <Stack gap="5">
      <HStack gap="2">
        <IconButton aria-label={t.back} variant="outline" rounded="full" size="sm" onClick={onBack}>
          <ArrowLeft />
        </IconButton>
        <Heading as="h2" size="lg">
          {t.formHeading}
        </Heading>
      </HStack>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="4">
          {formError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root required invalid={Boolean(errors.attendee_name)}>
            <Field.Label>
              {t.name} <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            <Field.ErrorText>{errors.attendee_name}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.attendee_email)}>
            <Field.Label>
              {t.email} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Field.ErrorText>{errors.attendee_email}</Field.ErrorText>
          </Field.Root>
          {questions.map((question) => {
            const key = questionKey(question.id);
            const value = answers[question.id] ?? '';
            const change = (next: string) => setAnswers((all) => ({ ...all, [question.id]: next }));
            return (
              <Field.Root key={question.id} required={question.required} invalid={Boolean(errors[key])}>
                <Field.Label>
                  {question.question_text} {question.required ? <Field.RequiredIndicator /> : null}
                </Field.Label>
                {question.answer_type === 'long' ? (
                  <Textarea rows={4} value={value} onChange={(e) => change(e.target.value)} />
                ) : (
                  <Input value={value} onChange={(e) => change(e.target.value)} />
                )}
                <Field.ErrorText>{errors[key]}</Field.ErrorText>
              </Field.Root>
            );
          })}
          {takesAttendees && maxAttendees > 0 ? (
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="medium">{t.additionalAttendees}</Fieldset.Legend>
              <Fieldset.HelperText>{t.additionalAttendeesHint(maxAttendees)}</Fieldset.HelperText>
              <Fieldset.Content>
                {attendees.map((attendee, index) => {
                  const number = index + 1;
                  const nameError = errors[`additional_attendees.${index}.name`];
                  const emailError = errors[`additional_attendees.${index}.email`];
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                    <Box key={index} borderWidth="1px" rounded="md" p="3">
                      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'start' }}>
                        <Field.Root required invalid={Boolean(nameError)}>
                          <Field.Label>{t.attendeeName(number)}</Field.Label>
                          <Input
                            value={attendee.name}
                            onChange={(e) => setAttendee(index, 'name', e.target.value)}
                          />
                          <Field.ErrorText>{nameError}</Field.ErrorText>
                        </Field.Root>
                        <Field.Root required invalid={Boolean(emailError)}>
                          <Field.Label>{t.attendeeEmail(number)}</Field.Label>
                          <Input
                            type="email"
                            value={attendee.email}
                            onChange={(e) => setAttendee(index, 'email', e.target.value)}
                          />
                          <Field.ErrorText>{emailError}</Field.ErrorText>
                        </Field.Root>
                        <IconButton
                          aria-label={t.removeAttendee(number)}
                          variant="ghost"
                          colorPalette="red"
                          mt={{ sm: '6' }}
                          alignSelf={{ base: 'end', sm: 'start' }}
                          onClick={() => setAttendees((list) => list.filter((_, i) => i !== index))}
                        >
                          <Trash2 />
                        </IconButton>
                      </Stack>
                    </Box>
                  );
                })}
                <Button
                  variant="outline"
                  alignSelf="start"
                  size="sm"
                  disabled={attendees.length >= maxAttendees}
                  onClick={() => setAttendees((list) => [...list, { name: '', email: '' }])}
                >
                  <Plus /> {t.addAttendee}
                </Button>
              </Fieldset.Content>
            </Fieldset.Root>
          ) : null}
          <Box pt="2">
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              rounded="full"
              w={{ base: 'full', sm: 'auto' }}
              loading={isLoading}
              loadingText={t.submitting}
            >
              {t.submit}
            </Button>
          </Box>
          {errors.body || errors.start_time || errors.timezone ? (
            <Text color="fg.error" role="alert">
              {errors.body ?? errors.start_time ?? errors.timezone}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
