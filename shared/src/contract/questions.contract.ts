import { emailPattern } from '@slotwise/shared/contract/limits.contract';
import { isPhoneNumber, locationMessages } from '@slotwise/shared/contract/locations.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';

/*
 * The booking form's questions and guests (docs/product.md#questions-and-guests). Without zod on
 * purpose: the attendee pages check the same rules as the API with these functions (their JS
 * budget), the zod schemas of event-types.contract and bookings.contract use them too.
 */

/**
 * 'short' and 'long' keep the names the spec gave the two kinds it had, so that stored
 * questions and API clients written for them keep working.
 */
export const questionTypes = [
  'short',
  'long',
  'select',
  'radio',
  'checkboxes',
  'phone',
  'number',
  'url',
] as const;
export type QuestionType = (typeof questionTypes)[number];

/** The types whose answer is one (select, radio) or several (checkboxes) of the question's options. */
export const choiceQuestionTypes = [
  'select',
  'radio',
  'checkboxes',
] as const satisfies readonly QuestionType[];

export function isChoiceType(type: string): boolean {
  return (choiceQuestionTypes as readonly string[]).includes(type);
}

export const questionLimits = {
  maxOptions: 20,
  optionMax: 100,
  maxGuests: 10,
  /** A number answer: at most this many characters ("-1234.5"). */
  numberMax: 30,
  urlMax: 2000,
  phoneMax: 40,
} as const;

export const questionMessages = {
  optionsRequired: 'Add at least one option',
  optionsUnique: 'Each option must be different',
  tooManyOptions: `At most ${questionLimits.maxOptions} options`,
  optionBlank: m.required,
  optionTooLong: m.maxLength(questionLimits.optionMax),
  /** A booking's answer is not one of the question's options. */
  notAnOption: 'Choose one of the options offered',
  oneOption: 'Choose only one option',
  phoneInvalid: locationMessages.phoneInvalid,
  numberInvalid: 'Enter a number',
  urlInvalid: 'Enter a web address that starts with http:// or https://',
} as const;

export const guestMessages = {
  tooMany: `At most ${questionLimits.maxGuests} guests`,
  invalid: m.email,
} as const;

/** What a question needs to check an answer. */
export interface AnswerRule {
  answer_type: string;
  options: readonly string[];
}

export type AnswerCheck = { ok: true; answer: string; values?: string[] } | { ok: false; message: string };

const sameOption = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An answer as given (a string, or a list for checkboxes) checked against its question. Blank
 * answers are the caller's business (required or not): they come back as ok with ''.
 * `answer` is what mails and lists show; `values` the chosen options of a checkboxes question.
 */
export function checkAnswer(rule: AnswerRule, given: string | readonly string[] | undefined): AnswerCheck {
  const list = (Array.isArray(given) ? given : given === undefined ? [] : [given])
    .map((value) => String(value).trim())
    .filter((value) => value !== '');
  const type = rule.answer_type;
  if (list.length === 0)
    return type === 'checkboxes' ? { ok: true, answer: '', values: [] } : { ok: true, answer: '' };
  if (isChoiceType(type)) {
    // The option as the host wrote it, whatever case the attendee's link used.
    const chosen: string[] = [];
    for (const value of list) {
      const option = rule.options.find((one) => sameOption(one, value));
      if (!option) return { ok: false, message: questionMessages.notAnOption };
      if (!chosen.includes(option)) chosen.push(option);
    }
    if (type !== 'checkboxes') {
      return chosen.length > 1
        ? { ok: false, message: questionMessages.oneOption }
        : { ok: true, answer: chosen[0] };
    }
    // In the host's order, whatever order they were ticked in.
    const values = rule.options.filter((option) => chosen.includes(option));
    return { ok: true, answer: values.join(', '), values };
  }
  if (list.length > 1) return { ok: false, message: questionMessages.oneOption };
  const value = list[0];
  if (type === 'phone') {
    if (value.length > questionLimits.phoneMax || !isPhoneNumber(value)) {
      return { ok: false, message: questionMessages.phoneInvalid };
    }
  } else if (type === 'number') {
    if (value.length > questionLimits.numberMax || !isNumberAnswer(value)) {
      return { ok: false, message: questionMessages.numberInvalid };
    }
  } else if (type === 'url') {
    if (value.length > questionLimits.urlMax || !isWebUrl(value)) {
      return { ok: false, message: questionMessages.urlInvalid };
    }
  }
  return { ok: true, answer: value };
}

/** A decimal number as people type it: optional sign, digits, one decimal point or comma. */
export function isNumberAnswer(value: string): boolean {
  return /^[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/.test(value);
}

/** An http(s) address with a dotted host name, no spaces (a javascript: link is no answer). */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * A question's options as the host typed them: trimmed, blank ones dropped in the dialog; the
 * API refuses blanks, duplicates (case-insensitive) and too many with these messages.
 */
export function optionsProblem(type: string, options: readonly string[]): string | null {
  if (!isChoiceType(type)) return null;
  if (options.length === 0) return questionMessages.optionsRequired;
  if (options.length > questionLimits.maxOptions) return questionMessages.tooManyOptions;
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.trim().toLowerCase();
    if (key === '') return questionMessages.optionBlank;
    if (option.trim().length > questionLimits.optionMax) return questionMessages.optionTooLong;
    if (seen.has(key)) return questionMessages.optionsUnique;
    seen.add(key);
  }
  return null;
}

export type GuestsCheck = { ok: true; guests: string[] } | { ok: false; message: string; index?: number };

/**
 * Guests (docs/product.md#questions-and-guests): at most 10 addresses, each valid; duplicates
 * (case-insensitive) and the attendee's own address are dropped, not refused.
 */
export function checkGuests(given: readonly string[], attendeeEmail: string): GuestsCheck {
  if (given.length > questionLimits.maxGuests) return { ok: false, message: guestMessages.tooMany };
  const guests: string[] = [];
  const seen = new Set([attendeeEmail.trim().toLowerCase()]);
  for (const [index, raw] of given.entries()) {
    const email = raw.trim();
    if (email.length > 254 || !emailPattern.test(email))
      return { ok: false, message: guestMessages.invalid, index };
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    guests.push(email);
  }
  return { ok: true, guests };
}

/** Guests typed in one field: separated by commas, semicolons, spaces or new lines. */
export function splitGuests(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((one) => one.trim())
    .filter((one) => one !== '');
}

/**
 * The booking link's query parameters that fill the form (docs/product.md#prefill): `name`,
 * `email`, `guests` (comma-separated or repeated), and `q1`…`q5` for the questions in the order
 * the form asks them (repeated `q3=a&q3=b` ticks several checkboxes).
 */
export const prefillParams = {
  name: 'name',
  email: 'email',
  guests: 'guests',
  question: (position: number) => `q${position}`,
} as const;
