import { bookingLimitMessages } from '@slotwise/shared/contract/booking-limits.contract';
import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { locationMessages } from '@slotwise/shared/contract/locations.contract';
import {
  nulCharacterMessage,
  validationMessages,
} from '@slotwise/shared/contract/validation-messages.contract';
import { contractCatalogue } from '@slotwise/shared/i18n/contract-catalogue';
import { changeAppLanguage, i18n } from '@slotwise/shared/i18n/i18n';
import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { attendeeApiText } from '../features/public-booking/attendee-api-text';
import { attendeeCatalogue } from './attendee-catalogue';

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the attendee pages’ catalogue', () => {
  it.each(otherLanguages)('has exactly the keys of English in %s, none empty', async (language) => {
    const messages = (await attendeeCatalogue.loaders[language]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(attendeeCatalogue.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it.each(otherLanguages)('keeps every placeholder of English in %s', async (language) => {
    const messages = (await attendeeCatalogue.loaders[language]()).default;
    for (const [key, english] of Object.entries(attendeeCatalogue.en)) {
      const text = messages[key as keyof typeof messages];
      expect({ key, placeholders: placeholdersOf(text) }).toEqual({
        key,
        placeholders: placeholdersOf(english),
      });
    }
  });

  it('repeats the API’s own texts exactly (the catalogue cannot import the zod contract)', () => {
    expect(attendeeCatalogue.en.answerRequired).toBe(bookingMessages.answerRequired);
    expect(attendeeCatalogue.en.slotTaken).toBe(bookingMessages.slotTaken);
    expect(attendeeCatalogue.en.alreadyPast).toBe(bookingMessages.alreadyPast);
    expect(attendeeCatalogue.en.slotUnavailable).toBe(bookingMessages.slotUnavailable);
    expect(attendeeCatalogue.en.slotNoLongerFree).toBe(bookingMessages.slotNoLongerFree);
    expect(attendeeCatalogue.en.tooManyAttendees).toBe(bookingMessages.tooManyAttendees);
    expect(attendeeCatalogue.en.limitTypeDayFull).toBe(bookingLimitMessages.typeDayFull);
    expect(attendeeCatalogue.en.limitTypeWeekFull).toBe(bookingLimitMessages.typeWeekFull);
    expect(attendeeCatalogue.en.limitTypeMonthFull).toBe(bookingLimitMessages.typeMonthFull);
    expect(attendeeCatalogue.en.limitTypeYearFull).toBe(bookingLimitMessages.typeYearFull);
    expect(attendeeCatalogue.en.limitHostDayFull).toBe(bookingLimitMessages.hostDayFull);
    expect(attendeeCatalogue.en.limitHostWeekFull).toBe(bookingLimitMessages.hostWeekFull);
    expect(attendeeCatalogue.en.alreadyCancelledNotice).toBe(bookingMessages.alreadyCancelled);
    expect(attendeeCatalogue.en.bookingNotFound).toBe(bookingMessages.notFound);
    expect(attendeeCatalogue.en.fieldRequired).toBe(validationMessages.required);
    expect(attendeeCatalogue.en.fieldEmail).toBe(validationMessages.email);
    expect(attendeeCatalogue.en.fieldInvalidCharacter).toBe(nulCharacterMessage);
    expect(attendeeCatalogue.en.fieldMaxLength.replace('{{count}}', '120')).toBe(
      validationMessages.maxLength(120),
    );
    for (const key of ['rescheduleCancelled', 'rescheduleTooLate', 'rescheduleSameTime'] as const) {
      expect(attendeeCatalogue.en[key]).toBe(bookingMessages[key]);
    }
    expect(attendeeCatalogue.en.phoneInvalid).toBe(locationMessages.phoneInvalid);
    expect(attendeeCatalogue.en.phoneRequired).toBe(locationMessages.phoneRequired);
    expect(attendeeCatalogue.en.phoneCountryCode).toBe(locationMessages.smsCountryCode);
    expect(attendeeCatalogue.en.phoneCountryNotAllowed).toBe(locationMessages.smsCountryNotAllowed);
  });

  it.each(otherLanguages)('shows the contract’s messages in %s as the app’s forms do', async (language) => {
    await changeAppLanguage(language);
    const t = (key: string, values?: Record<string, unknown>) =>
      i18n.t(key, { ns: attendeeCatalogue.namespace, ...values }) as string;
    const contract = (key: string) => i18n.t(key, { ns: contractCatalogue.namespace }) as string;
    expect(attendeeApiText(validationMessages.required, t as never)).toBe(contract('validation.required'));
    expect(attendeeApiText(validationMessages.email, t as never)).toBe(contract('validation.email'));
    expect(attendeeApiText(locationMessages.smsCountryNotAllowed, t as never)).toBe(
      contract('location.smsCountryNotAllowed'),
    );
    expect(attendeeApiText(locationMessages.smsCountryCode, t as never)).toBe(
      contract('location.smsCountryCode'),
    );
    expect(attendeeApiText(validationMessages.maxLength(120), t as never)).toBe(
      i18n.t('validation.maxLength', { ns: contractCatalogue.namespace, count: 120 }),
    );
    expect(attendeeApiText(bookingMessages.slotTaken, t as never)).not.toBe(bookingMessages.slotTaken);
  });
});
