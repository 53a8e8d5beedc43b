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
  'slotNoLongerFree',
  'tooManyAttendees',
  'limitTypeDayFull',
  'limitTypeWeekFull',
  'limitTypeMonthFull',
  'limitTypeYearFull',
  'limitHostDayFull',
  'limitHostWeekFull',
  'alreadyPast',
  'alreadyCancelledNotice',
  'bookingNotFound',
  'rescheduleCancelled',
  'rescheduleTooLate',
  'rescheduleSameTime',
  'phoneInvalid',
  'phoneRequired',
  'phoneCountryCode',
  'phoneCountryNotAllowed',
  'notAnOption',
  'oneOption',
  'numberInvalid',
  'urlInvalid',
  'guestsTooMany',
  'reasonRequired',
  'linkUsed',
  'linkExpired',
  'changesOff',
  // docs/product.md#attendee-e-mail-confirmation
  'confirmLinkInvalid',
  'confirmLinkExpired',
  'confirmLinkUsed',
];
const keyOf = new Map<string, AttendeeKey>([
  ...apiKeys.map((key): [string, AttendeeKey] => [en[key], key]),
  // The event type was deleted or switched off while the page was open.
  ['Event type not found', 'unavailableHeading'],
]);
const maxLength = /^The maximum length allowed is (\d+)$/;
// The change policy's cutoff (docs/product.md#cancel-and-reschedule-policy).
const cutoff =
  /^This booking can no longer be (cancelled|rescheduled) online: the host allows \w+ up to (\d+) hours before the start\. Please contact the host\.$/;
// The public routes' rate limits: "Too many booking attempts. Please try again in 5 minutes."
const rateLimited = /^Too many \w+ attempts\. Please try again in (\d+) (second|minute)s?\.$/;
// The limits on holds awaiting the attendee's e-mail, and on their mails.
const holdsLimited =
  /^Too many (?:bookings for this e-mail address|confirmation e-mails)\. Please try again in (\d+) (second|minute)s?\.$/;

/** An English message of the API (or of the form's own checks) in the page's language. */
export function attendeeApiText(message: string, t: Translate<AttendeeKey>): string {
  const key = keyOf.get(message);
  if (key) return t(key);
  const refused = cutoff.exec(message);
  if (refused)
    return t(refused[1] === 'cancelled' ? 'cancelRefusedCutoff' : 'rescheduleRefusedCutoff', {
      count: Number(refused[2]),
    });
  const max = maxLength.exec(message);
  if (max) return t('fieldMaxLength', { count: Number(max[1]) });
  const limited = rateLimited.exec(message) ?? holdsLimited.exec(message);
  if (limited)
    return t(limited[2] === 'second' ? 'tryAgainSeconds' : 'tryAgainMinutes', { count: Number(limited[1]) });
  return message;
}
