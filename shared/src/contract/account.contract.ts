import { z } from 'zod';

/** "Your data" in Settings (docs/product.md#your-data): export and deletion of one's account. */

/** How long a finished export can be downloaded. */
export const ACCOUNT_EXPORT_TTL_HOURS = 24;
/** Exports an account may ask for in 24 hours. */
export const ACCOUNT_EXPORTS_PER_DAY = 5;

export const accountDataMessages = {
  exportNotFound: 'Export not found. It may have expired; ask for a new one.',
  exportNotReady: 'This export is still being prepared.',
  tooManyExports: 'You can ask for 5 exports a day. Please try again later.',
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'The password is incorrect.',
  emailMismatch: 'Type the email address of your account exactly.',
  secondFactorRequired: 'Enter the code from your authenticator app.',
  secondFactorWrong: 'The code is incorrect.',
  soleOwner:
    'You are the only owner of a team with other members. Make one of them an admin (they become the owner when you leave) or remove them, then try again.',
  deleted: 'Your account has been deleted.',
} as const;

export const accountExportStatusSchema = z.enum(['pending', 'ready', 'failed']);
export type AccountExportStatus = z.infer<typeof accountExportStatusSchema>;

/** One export of the account: prepared by a job, downloadable until `expires_at` once ready. */
export const accountExportSchema = z.object({
  id: z.string(),
  status: accountExportStatusSchema,
  created_at: z.string(),
  /** ISO instant; the archive is deleted then. */
  expires_at: z.string(),
  file_name: z.string().nullable(),
  /** Bytes of the archive once ready. */
  size: z.number().int().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * POST /api/account/delete. An account with a password confirms with it; an account made by
 * Google sign-in (no password) types its e-mail address instead. `code`: the second factor when
 * the account has one.
 */
export const deleteAccountSchema = z.strictObject({
  password: z.string().max(200).optional(),
  email: z.string().trim().max(320).optional(),
  code: z.string().trim().max(20).optional(),
});
export type DeleteAccountPayload = z.input<typeof deleteAccountSchema>;

/** GET /api/account/deletion: what the deletion dialog asks for. */
export const deletionRequirementsSchema = z.object({
  /** `password`, or `email` for an account without one (made by Google sign-in). */
  confirm_with: z.enum(['password', 'email']),
  /** The account has a second factor: the dialog asks for its code too. */
  second_factor: z.boolean(),
});
export type DeletionRequirements = z.infer<typeof deletionRequirementsSchema>;
