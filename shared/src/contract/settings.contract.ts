import {
  languageSchema,
  requiredText,
  timeZoneSchema,
  usernameSchema,
} from '@slotwise/shared/contract/auth.contract';
import { type LanguageCode, limits } from '@slotwise/shared/contract/limits.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

/** POST /api/settings (docs/product.md#api-calls): the profile fields a host may change. */
export const settingsUpdateSchema = z.strictObject({
  name: requiredText().max(100, { error: m.maxLength(100) }),
  surname: z
    .string()
    .trim()
    .max(100, { error: m.maxLength(100) })
    .nullish()
    .transform((value) => (value ? value : null)),
  username: usernameSchema,
  time_zone: timeZoneSchema,
  language: languageSchema,
  /**
   * The browser's full locale of that language (en-GB), for the dates of the host's e-mails;
   * left as it is when absent, ignored when it is not a locale of `language`.
   */
  locale: z.string().max(35).nullish(),
});
export type SettingsUpdatePayload = z.input<typeof settingsUpdateSchema>;

// Response bodies: the API serialises with these schemas (and documents them); the types are theirs.
/** GET /api/settings answers this object as it is (not wrapped); email is read-only. */
export const settingsResponseSchema = z.object({
  name: z.string(),
  surname: z.string().nullable(),
  username: z.string(),
  email: z.string().describe('read-only here'),
  time_zone: z.string(),
  language: z.string(),
  avatar: z.string().nullable(),
});
/** The column is free text but only ever holds a supported language (settingsUpdateSchema). */
export type Settings = Omit<z.infer<typeof settingsResponseSchema>, 'language'> & { language: LanguageCode };

/** GET /api/timezones -> { data: TimeZoneOption[] }: `name` is the label shown ("Europe/Berlin (GMT+01:00)"), `code` the IANA id. */
export const timeZoneOptionSchema = z.object({ name: z.string(), code: z.string() });
export type TimeZoneOption = z.infer<typeof timeZoneOptionSchema>;

export const avatarResponseSchema = z.object({ avatar: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** Avatar rules of docs/product.md#avatars, the same on the client and the server. */
export const avatarRules = {
  maxBytes: limits.avatarMaxBytes,
  mimeTypes: ['image/jpeg', 'image/jpg', 'image/png'] as readonly string[],
  accept: '.jpg,.jpeg,.png',
  /** The multipart field that carries the file. */
  field: 'avatar',
} as const;

export const avatarMessages = {
  type: 'Please upload a JPG or PNG image',
  size: 'Image size should be less than 10MB',
  missing: 'Please choose an image to upload',
} as const;

export const languageLabels: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  zh: 'Chinese',
};
