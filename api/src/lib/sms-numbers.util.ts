import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A number SMS can be sent to: E.164, and its country when the number tells it. */
export interface SmsNumber {
  e164: string;
  country: string | null;
}

/**
 * The number as libphonenumber reads it (docs/product.md#sms-limits): only a valid number
 * written with its country code ("+44 ...") has a country; null otherwise.
 */
export function parseSmsNumber(raw: string): SmsNumber | null {
  const parsed = parsePhoneNumberFromString(raw);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, country: parsed.country ?? null };
}

/** null: every country is allowed (SMS_ALLOWED_COUNTRIES `*`, or no SMS provider). */
export function smsCountryAllowed(raw: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed) return true;
  const country = parseSmsNumber(raw)?.country;
  return country !== null && country !== undefined && allowed.includes(country);
}

/** One key per number however it is written: E.164 when valid, else its digits. */
export function smsNumberKey(raw: string): string {
  return parseSmsNumber(raw)?.e164 ?? `${raw.trim().startsWith('+') ? '+' : ''}${raw.replace(/\D/g, '')}`;
}
