import { z } from 'zod';
import { emailSchema } from './auth.contract';

/** Instance administration (docs/product.md#instance-administration). */
export const SIGNUP_MODES = ['open', 'invitation', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
export const signupModeSchema = z.enum(SIGNUP_MODES);

/** GET /api/instance: what the sign-up page needs to know before a click. */
export const instanceInfoSchema = z.object({ signup_mode: signupModeSchema });
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;

export const adminMessages = {
  forbidden: 'Only administrators of this server can do this.',
  accountNotFound: 'Account not found.',
  notYourself: 'You cannot disable your own account.',
  accountDisabled: 'The account has been disabled. Its sessions and API keys stopped.',
  accountEnabled: 'The account has been enabled again.',
  settingsSaved: 'The server settings have been saved.',
  testMailQueued: 'A test mail is on its way to your address.',
  invitationSent: 'The invitation has been sent.',
  tooManyTestMails: 'Too many test mails. Please wait a few minutes.',
} as const;

export const adminAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  admin: z.boolean(),
  disabled: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountsQuerySchema = z.object({ search: z.string().trim().max(254).optional() });

export const adminSettingsSchema = z.object({
  signup_mode: signupModeSchema,
  /** SIGNUP_MODE: what applies when no administrator chose. */
  signup_mode_default: signupModeSchema,
  mail: z.object({
    transport: z.enum(['smtp', 'outbox']),
    /** SMTP host and port (never the credentials); null for the outbox folder. */
    server: z.string().nullable(),
    from: z.string(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminSettingsUpdateSchema = z.strictObject({ signup_mode: signupModeSchema });
export const adminInvitationSchema = z.strictObject({ email: emailSchema });

export const AUDIT_ACTIONS = [
  'account.disabled',
  'account.enabled',
  'settings.signup_mode',
  'mail.test',
  'invitation.sent',
] as const;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
