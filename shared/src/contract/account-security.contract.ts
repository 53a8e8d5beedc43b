import { z } from 'zod';
import { userResponseSchema } from './auth.contract';

/**
 * Two-factor sign-in and sessions (docs/product.md#two-factor-sign-in, docs/product.md#sessions).
 */
export const twoFactor = {
  /** Recovery codes given when two-factor sign-in is turned on. */
  recoveryCodes: 10,
  /** Seconds the sign-in challenge (between the password and the code) lasts. */
  challengeTtlSeconds: 300,
  issuer: 'Slotwise',
} as const;

export const twoFactorMessages = {
  codeWrong: 'The code is incorrect or has expired.',
  challengeExpired: 'Your sign-in has expired. Please enter your password again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  setupFirst: 'Start the setup again: no authenticator secret is waiting for a code.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  tooManyCodes: (minutes: number) =>
    `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

export const accountMessages = {
  disabled: 'This account has been disabled by an administrator.',
  signupClosed: 'Sign-up is closed on this server. Ask an administrator for an account.',
  signupInvitationOnly: 'Sign-up on this server is by invitation only. Use the link of your invitation.',
  invitationInvalid: 'This invitation is invalid, has expired or was already used.',
} as const;

export const sessionMessages = {
  notFound: 'Session not found.',
  ended: 'The session has been ended.',
  othersEnded: 'Every other session has been ended.',
} as const;

/** A 6-digit code of the authenticator app, or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z.string().trim().min(6).max(32);

/** The answer to a correct password when the account has two-factor sign-in on: no session yet. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string().describe('Short-lived; send it with the code to /api/auth/login/two-factor'),
  expires_in: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorLoginSchema = z.strictObject({
  challenge: z.string().min(10).max(2048),
  code: twoFactorCodeSchema,
});
export type TwoFactorLoginPayload = z.input<typeof twoFactorLoginSchema>;

/** POST /api/auth/login answers a session, or a challenge for the second step. */
export const loginAnswerSchema = z.union([
  z.object({ access_token: z.string(), user: userResponseSchema }),
  twoFactorChallengeSchema,
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into the app'),
  otpauth_url: z.string(),
  qr_svg: z.string().describe('The otpauth URL as an SVG QR code'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const twoFactorDisableSchema = z.strictObject({
  password: z.string().min(1).max(200),
  code: twoFactorCodeSchema,
});
export type TwoFactorDisablePayload = z.input<typeof twoFactorDisableSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()), message: z.string() });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Settings → Security: what the account has on. */
export const accountSecuritySchema = z.object({
  two_factor_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  has_password: z.boolean(),
  admin: z.boolean(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const sessionSchema = z.object({
  id: z.uuid(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  ip_prefix: z.string().nullable().describe('The client network (/24 or /48), never the full address'),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

export const apiKeyUseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  last_used_at: z.string().nullable(),
});

export const sessionsListSchema = z.object({
  sessions: z.array(sessionSchema),
  api_keys: z.array(apiKeyUseSchema),
});
export type SessionsList = z.infer<typeof sessionsListSchema>;
