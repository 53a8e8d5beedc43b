import { emailSchema, requiredText } from '@slotwise/shared/contract/auth.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

export const teamRoles = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof teamRoles)[number];
/** Roles an owner or admin can give; there is exactly one owner, the creator. */
export const assignableTeamRoles = ['admin', 'member'] as const;
export type AssignableTeamRole = (typeof assignableTeamRoles)[number];
export const teamMemberStatuses = ['active', 'invited'] as const;
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
} as const;

/** /team/{slug}: lowercase letters, digits and single dashes (docs/product.md#teams). */
export const teamSlugSchema = requiredText()
  .max(80, { error: m.maxLength(80) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: teamMessages.slugPattern });

export const teamInputSchema = z.strictObject({
  name: requiredText().max(100, { error: m.maxLength(100) }),
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
  created_at: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationResponseSchema>;
