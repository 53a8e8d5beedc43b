import { emailSchema, requiredText } from '@slotwise/shared/contract/auth.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

export const teamRoles = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof teamRoles)[number];
/** Roles an owner or admin can give; there is exactly one owner, the creator. */
export const assignableTeamRoles = ['admin', 'member'] as const;
export type AssignableTeamRole = (typeof assignableTeamRoles)[number];
/** 'expired': an invitation past its 7 days, shown to those who manage the team (they may resend it). */
export const teamMemberStatuses = ['active', 'invited', 'expired'] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];

export const teamRoleLabels: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export const teamMessages = {
  notFound: 'Team not found',
  memberNotFound: 'Team member not found',
  deleted: 'Team deleted successfully',
  memberRemoved: 'Team member removed successfully',
  forbidden: 'Only team owners and admins can do this',
  ownerOnly: 'Only the team owner can delete the team',
  alreadyMember: 'This person is already a member of the team',
  ownerCannotBeRemoved: 'The team owner cannot be removed',
  ownerRoleFixed: "The team owner's role cannot be changed",
  invitationNotFound: 'Invitation not found',
  invitationDeclined: 'Invitation declined',
  slugTaken: 'Another team already uses this link',
  slugPattern: 'Use lowercase letters, numbers and dashes only',
  nameControlCharacters: 'The name cannot contain control characters such as line breaks or tabs',
  invitationExpired: 'This invitation has expired. Ask the team to send it again.',
  verifyToAccept:
    'Confirm your email address to accept the invitations sent to it, or open the link in the invitation email.',
  verifyToAcceptForOthers:
    'This invitation was sent to another address. Confirm your own email address first, or sign in with the invited one.',
  resendTooSoon:
    'An invitation was already sent to this address in the last 24 hours. Please try again later.',
  tooManyTeamInvitations:
    'This team has sent too many invitations in the last 24 hours. Please try again later.',
  tooManyInviterInvitations:
    'You have sent too many invitations in the last 24 hours. Please try again later.',
  maxOwnedTeams: 'You can own up to 20 teams. Delete a team before creating another.',
} as const;

/** Limits of teams and invitations (docs/product.md#team-invitations). */
export const teamLimits = {
  /** An invitation can be accepted for this many days after it was (re)sent. */
  invitationDays: 7,
  /** A pending or expired invitation may be sent again this long after the last send. */
  resendAfterHours: 24,
  /** Teams one account may own (create). */
  maxOwnedTeams: 20,
  /** Default invitations (new or resent) per team, and per inviter, in 24 hours (configurable in the API). */
  invitationsPerTeamPerDay: 50,
  invitationsPerInviterPerDay: 100,
} as const;

/** C0 and C1 controls (line breaks, tabs, escapes) and the bidi overrides that disguise text. */
const controlCharacters = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** /team/{slug}: lowercase letters, digits and single dashes (docs/product.md#teams). */
export const teamSlugSchema = requiredText()
  .max(80, { error: m.maxLength(80) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: teamMessages.slugPattern });

export const teamInputSchema = z.strictObject({
  name: requiredText()
    .max(100, { error: m.maxLength(100) })
    .refine((name) => !controlCharacters.test(name), { error: teamMessages.nameControlCharacters }),
  description: z
    .string()
    .trim()
    .max(500, { error: m.maxLength(500) })
    .nullish(),
  /** Derived from the name at creation when omitted; owners and admins may change it. */
  slug: teamSlugSchema.optional(),
});
export type TeamInput = z.input<typeof teamInputSchema>;

export const teamInviteSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(assignableTeamRoles).default('member'),
});
export type TeamInvite = z.input<typeof teamInviteSchema>;

/** The secret of an invitation mail's link, sent in a POST body (never in an API URL). */
export const teamInvitationTokenSchema = z.strictObject({
  token: z
    .string({ error: m.required })
    .min(1, { error: m.required })
    .max(200, { error: m.maxLength(200) }),
});
export type TeamInvitationToken = z.input<typeof teamInvitationTokenSchema>;

export const teamMemberRoleSchema = z.strictObject({ role: z.enum(assignableTeamRoles) });
export type TeamMemberRoleInput = z.input<typeof teamMemberRoleSchema>;

// Response bodies: the API serialises with these schemas (and documents them); the types are theirs.
export const teamMemberResponseSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid().nullable(),
  /** The user's full name; null for an invitation nobody has accepted yet. */
  name: z.string().nullable().describe('null while the invitation is pending'),
  email: z.string(),
  role: z.enum(teamRoles),
  avatar: z.string().nullable(),
  status: z.enum(teamMemberStatuses),
  /** When the invitation mail was last sent; null for a member. */
  invitation_sent_at: z.string().nullable(),
  /** When the invitation stops being acceptable; null for a member. */
  invitation_expires_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberResponseSchema>;

export const teamResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Unique; the public team page is /team/{slug}. */
  slug: z.string(),
  description: z.string().nullable(),
  /** The caller's role in this team (decides which actions the screen offers). */
  my_role: z.enum(teamRoles).describe("The caller's role"),
  member_count: z.int().describe('Active members'),
  members: z.array(teamMemberResponseSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Team = z.infer<typeof teamResponseSchema>;

// Response body of an invitation to the signed-in user's email, waiting for them to accept or
// decline it. Its id is the pending member row's id.
export const teamInvitationResponseSchema = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  team_name: z.string(),
  role: z.enum(teamRoles),
  /** The inviter's full name; null when that account no longer exists. */
  invited_by: z.string().nullable().describe("The inviter's name; null when that account is gone"),
  /** The invited address (the account's own in the list; the mail's when opened from its link). */
  email: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationResponseSchema>;
