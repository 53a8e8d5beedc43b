import { emailPattern, limits, supportedLanguages } from '@slotwise/shared/contract/limits.contract';
import {
  validationMessages as m,
  nulCharacterMessage,
} from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

/** Words the app's routes use; a username may not take one (docs/product.md#usernames-and-passwords). */
export const reservedUsernames: ReadonlySet<string> = new Set([
  'dashboard',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'pricing',
  'auth',
  'cancel',
  'reschedule',
  'api',
  'analytics',
  'features',
  'integrations',
  'enterprise',
  'about',
  'blog',
  'careers',
  'contact',
  'help',
  'privacy',
  'terms',
  'security',
  'forgot-password',
  'reset-password',
  'verify-email',
  'confirm-booking',
  'event-types',
  'availability',
  'availabilities',
  'teams',
  'team',
  'settings',
  'bookings',
  'booking',
  'admin',
  'static',
  'assets',
  'config',
  'docs',
  'health',
  'www',
  'mail',
  'support',
  'status',
  'root',
  'me',
  'new',
  // Paths of issue #14/#15 (attendee reschedule, team pages) and the images' health check.
  'reschedule',
  'team',
  'healthz',
]);

export const usernamePattern = /^[A-Za-z0-9_-]+$/;
export const usernameMessages = {
  pattern: 'Username can only contain letters, numbers, dashes, and underscores',
  reserved: 'This username is reserved',
  taken: 'This username is already taken',
} as const;
export const emailTakenMessage = 'This email is already registered';
export const passwordsMustMatchMessage = 'Passwords must match';
/** The API refuses these passwords (the list of common ones is too big to ship to the forms). */
export const passwordMessages = {
  common: 'This password is too common. Please choose a less common one',
  matchesIdentifier: 'The password must not be your username or email',
  oneCharacter: 'The password must not be only spaces or one character repeated',
} as const;
export const loginMinMessage = 'Email or username must be at least 3 characters';
export const avatarUrlMessage = 'The avatar must be an https:// address';

/** An absolute https URL (an avatar shown to others must not be javascript:, data: or http:). */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Required, whitespace-trimmed, as the spec's 'Value is required' rule reads. */
export const requiredText = () =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .refine(hasNoNul, { error: nulCharacterMessage });

/** U+0000 cannot be stored in PostgreSQL text; the API refuses it in any field too. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

export const usernameSchema = requiredText()
  .max(limits.usernameMax, { error: m.maxLength(limits.usernameMax) })
  .regex(usernamePattern, { error: usernameMessages.pattern })
  .refine((value) => !reservedUsernames.has(value.toLowerCase()), {
    error: usernameMessages.reserved,
  });

export const emailSchema = requiredText().pipe(z.email({ pattern: emailPattern, error: m.email }));

export const passwordSchema = z
  .string({ error: m.required })
  .min(1, { error: m.required })
  .min(limits.passwordMin, { error: m.minLength(limits.passwordMin) })
  .max(200, { error: m.maxLength(200) })
  .refine((value) => value.length < limits.passwordMin || !isOneCharacterPassword(value), {
    error: passwordMessages.oneCharacter,
  });

/**
 * Only spaces (any white space), or one character repeated ("aaaaaaaa", "11111111"): refused by
 * the forms and the API alike (docs/product.md#usernames-and-passwords).
 */
export function isOneCharacterPassword(value: string): boolean {
  if (value.trim() === '') return true;
  const [first, ...rest] = Array.from(value);
  return rest.every((character) => character === first);
}

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, { error: 'Please choose a valid time zone' });

// Building an Intl.DateTimeFormat costs tens of microseconds and public routes check a zone on
// every request: answers are remembered, for names of schema length only (bounded memory).
const timeZoneValidity = new Map<string, boolean>();
const MAX_REMEMBERED_ZONES = 2000;

export function isValidTimeZone(zone: string): boolean {
  const known = timeZoneValidity.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  if (zone.length <= 64) {
    if (timeZoneValidity.size >= MAX_REMEMBERED_ZONES) timeZoneValidity.clear();
    timeZoneValidity.set(zone, valid);
  }
  return valid;
}

export const languageSchema = z.enum(supportedLanguages);

export const loginSchema = z.strictObject({
  login: requiredText().min(limits.loginMin, { error: loginMinMessage }).max(254),
  password: z.string({ error: m.required }).min(1, { error: m.required }).max(200),
});
export type LoginPayload = z.input<typeof loginSchema>;

export const registerSchema = z
  .strictObject({
    name: requiredText().max(100, { error: m.maxLength(100) }),
    surname: z
      .string()
      .trim()
      .max(100, { error: m.maxLength(100) })
      .nullish()
      .transform((value) => (value ? value : null)),
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: m.required }).min(1, { error: m.required }),
    avatar: z.string().max(2048).refine(isHttpsUrl, { error: avatarUrlMessage }).nullish(),
    /** The browser's zone; the default "Working hours" schedule is created in it. */
    time_zone: timeZoneSchema.optional(),
    language: languageSchema.optional(),
    /** The browser's full locale of that language (en-GB), for the dates of the host's e-mails. */
    locale: z.string().max(35).nullish(),
    /** The secret of an invitation link, when sign-up is by invitation only (docs/product.md#instance-administration). */
    invitation: z.string().min(10).max(512).optional(),
  })
  // An empty confirmation already reads 'Value is required'; say 'Passwords must match' only
  // for a real mismatch.
  .refine((value) => !value.password_confirmation || value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: passwordsMustMatchMessage,
  });
export type RegisterPayload = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .strictObject({
    token: z.string().min(10).max(512),
    password: passwordSchema,
    password_confirmation: z.string({ error: m.required }).min(1, { error: m.required }),
  })
  // An empty confirmation already reads 'Value is required'; say 'Passwords must match' only
  // for a real mismatch.
  .refine((value) => !value.password_confirmation || value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: passwordsMustMatchMessage,
  });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

/** Settings → Security: a new password for a signed-in account (the current one proves it is you). */
export const changePasswordSchema = z
  .strictObject({
    current_password: z.string({ error: m.required }).min(1, { error: m.required }).max(200),
    password: passwordSchema,
    password_confirmation: z.string({ error: m.required }).min(1, { error: m.required }),
  })
  // As on the register form: 'Passwords must match' only for a real mismatch.
  .refine((value) => !value.password_confirmation || value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: passwordsMustMatchMessage,
  });
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;

/** The answer to a password change or "Sign out everywhere": this session goes on with a new token. */
export const sessionRenewedSchema = z.object({ access_token: z.string(), message: z.string() });
export type SessionRenewed = z.infer<typeof sessionRenewedSchema>;

export const credentialMessages = {
  currentPasswordWrong: 'The current password is incorrect.',
  noPasswordYet: 'This account has no password yet. Use “Forgot password” on the sign-in page to set one.',
  passwordChanged:
    'Your password has been changed. Every other session, API key and webhook endpoint has been signed out or paused.',
  signedOutElsewhere: 'You have been signed out everywhere else.',
} as const;

/**
 * Why Google sign-in failed, as the API names it in `/auth/google/callback?error=<code>`: the
 * page shows its own text for a known code and a generic one otherwise, never text from the URL.
 */
export const GOOGLE_SIGN_IN_ERRORS = [
  'not_configured',
  'unavailable',
  'session_expired',
  'cancelled',
  'verification_failed',
  'no_verified_email',
  'linked_elsewhere',
  'unverified_account',
  'account_disabled',
  'signup_closed',
  'failed',
] as const;
export type GoogleSignInErrorCode = (typeof GOOGLE_SIGN_IN_ERRORS)[number];

export function isGoogleSignInErrorCode(value: string): value is GoogleSignInErrorCode {
  return (GOOGLE_SIGN_IN_ERRORS as readonly string[]).includes(value);
}

export const forgotPasswordAnswer =
  'If an account exists for that email, we have sent a link to reset your password.';
export const resetPasswordDone = 'Your password has been reset. You can now sign in.';
export const resetTokenInvalid = 'This password reset link is invalid or has expired.';

/** Verified e-mail addresses (docs/product.md#verified-e-mail-addresses). */
export const emailVerification = {
  /** How long a confirmation link works. */
  linkTtlHours: 24,
  /** Confirmation mails one account, and one address, may ask for again. */
  resendPerHour: 3,
  resendPerDay: 10,
} as const;

/** The token of a confirmation link, sent in the body (never in a URL the API logs). */
export const verifyEmailSchema = z.strictObject({ token: z.string().min(10).max(512) });
export type VerifyEmailPayload = z.input<typeof verifyEmailSchema>;

export const emailVerificationMessages = {
  verified: 'Your email address is confirmed.',
  tokenInvalid: 'This confirmation link is invalid, has expired or was already used.',
  sent: 'We have sent you a new confirmation link. Check your inbox.',
  alreadyVerified: 'Your email address is already confirmed.',
  /** 403 for what an unverified account may not do (API keys, webhooks). */
  required: 'Please confirm your email address first. Use the link we sent you, or ask for a new one.',
  /** Google sign-in refused: the account with this address has not proven it (never linked). */
  googleUnverifiedAccount:
    'An account with this email address already exists, but its address is not confirmed yet. Sign in with your password, or reset your password, then continue with Google.',
} as const;

// Response bodies (bare, as the spec fixes them): the API serialises with these schemas.
export const userResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  time_zone: z.string(),
  language: z.string(),
  /** The address is proven (docs/product.md#verified-e-mail-addresses); the app shows a banner until then. */
  email_verified: z.boolean(),
  created_at: z.string().describe('ISO 8601 instant'),
});
export type User = z.infer<typeof userResponseSchema>;

export const authResponseSchema = z.object({ access_token: z.string(), user: userResponseSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({ access_token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export type RegisterField = 'name' | 'surname' | 'username' | 'email' | 'password' | 'password_confirmation';
