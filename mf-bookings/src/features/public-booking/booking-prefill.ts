import type { PublicQuestion } from '@slotwise/shared/contract/bookings.contract';
import { checkAnswer, prefillParams, splitGuests } from '@slotwise/shared/contract/questions.contract';

/** An answer on the form: the chosen options of a checkboxes question, text otherwise. */
export type FormAnswer = string | string[];

/**
 * The answers the booking link's query fills in (docs/product.md#prefill): `q1`…`q5` by the
 * position the form asks the question at; a repeated `q3` ticks several checkboxes. A value that
 * is not one of a choice question's options is ignored (the attendee picks); other types take
 * the text as it is and the form checks it like a typed answer.
 */
export function prefillAnswers(
  questions: readonly PublicQuestion[],
  search = globalThis.location?.search ?? '',
): Record<string, FormAnswer> {
  const params = new URLSearchParams(search);
  const answers: Record<string, FormAnswer> = {};
  questions.forEach((question, index) => {
    const given = params.getAll(prefillParams.question(index + 1)).map((value) => value.slice(0, 5000));
    if (given.length === 0) return;
    const rule = { answer_type: question.answer_type, options: question.options ?? [] };
    if (question.answer_type === 'checkboxes') {
      const values = given.flatMap((value) => {
        const checked = checkAnswer(rule, value);
        return checked.ok ? (checked.values ?? []) : [];
      });
      if (values.length > 0) answers[question.id] = [...new Set(values)];
      return;
    }
    if (question.answer_type === 'select' || question.answer_type === 'radio') {
      const checked = checkAnswer(rule, given[0]);
      if (checked.ok && checked.answer) answers[question.id] = checked.answer;
      return;
    }
    answers[question.id] = given[0];
  });
  return answers;
}

/** The guests the link names: `guests=a@x.org,b@y.org` or repeated `guests=`. */
export function prefillGuests(search = globalThis.location?.search ?? ''): string {
  return new URLSearchParams(search)
    .getAll(prefillParams.guests)
    .flatMap((value) => splitGuests(value.slice(0, 4000)))
    .join(', ');
}
