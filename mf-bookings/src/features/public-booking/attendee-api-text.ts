import type { Translate } from '@slotwise/shared/i18n/i18n';
import en, { type AttendeeKey } from '../../app/locales/attendee.en';

// The API and the form's checks speak the contract's English; these are the messages an
// attendee can get, shown in the page's language (the catalogue repeats them: see its test).
const apiKeys: readonly AttendeeKey[] = [
  'fieldRequired',
  'fieldEmail',
  'fieldInvalidCharacter',
  'answerRequired',
  'slotTaken',
  'slotUnavailable',
  'tooManyAttendees',
  'alreadyPast',
  'alreadyCancelledNotice',
  'bookingNotFound',
];
const keyOf = new Map<string, AttendeeKey>(apiKeys.map((key) => [en[key], key]));
const maxLength = /^The maximum length allowed is (\d+)$/;

/** An English message of the API (or of the form's own checks) in the page's language. */
export function attendeeApiText(message: string, t: Translate<AttendeeKey>): string {
  const key = keyOf.get(message);
  if (key) return t(key);
  const max = maxLength.exec(message);
  if (max) return t('fieldMaxLength', { count: Number(max[1]) });
  return message;
}
