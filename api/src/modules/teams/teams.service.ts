import { createHash, randomBytes } from 'node:crypto';
import { slugify } from '@slotwise/shared/contract/event-types.contract';
import {
  type AssignableTeamRole,
  type Team,
  type TeamInvitation,
  type TeamMember,
  type TeamMemberStatus,
  type TeamRole,
  type teamInputSchema,
  type teamInviteSchema,
  teamLimits,
  teamMessages,
} from '@slotwise/shared/contract/teams.contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors.util';
import type { TeamMemberRow, TeamRow } from '../../db/schema/teams.schema';
import type { UserRow } from '../../db/schema/users.schema';
import { HttpError } from '../../lib/http-errors.util';
import { enqueueMail } from '../notifications/mail.job';
import { mailLanguage } from '../notifications/mail-messages';
import { type RateLimiter, tooManyRequests } from '../rate-limits/rate-limiter.service';
import type { Hit } from '../rate-limits/rate-limits.repository';
import { findUserByEmail, findUserById, markEmailVerified } from '../users/users.repository';
import { teamInvitationMail } from './team-invitation-mail';
import {
  activateInvitation,
  countOwnedTeams,
  deleteInvitationById,
  deleteInvitationRow,
  deleteMemberRow,
  deleteTeamRow,
  findActiveMembership,
  findInvitationByTokenHash,
  findInvitationRow,
  findMemberRow,
  findMemberRowByEmail,
  findTeamRow,
  type InvitationRow,
  insertMember,
  insertTeam,
  isTeamSlugTaken,
  listInvitationRows,
  listMemberRows,
  listSlugsLike,
  listTeamRowsOfUser,
  lockUserRow,
  removeHostFromTeamEventTypes,
  renewInvitation,
  type TeamMemberWithUser,
  updateMemberRole,
  updateTeamRow,
} from './teams.repository';

export type TeamBody = z.output<typeof teamInputSchema>;
export type TeamInviteBody = z.output<typeof teamInviteSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, { message: teamMessages.notFound });
const memberNotFound = () => new HttpError(404, { message: teamMessages.memberNotFound });
const invitationNotFound = () => new HttpError(404, { message: teamMessages.invitationNotFound });
const forbidden = () => new HttpError(403, { message: teamMessages.forbidden });
const alreadyMember = () => new HttpError(409, { message: teamMessages.alreadyMember });
const invitationExpired = () => new HttpError(410, { message: teamMessages.invitationExpired });
const verifyFirst = () => new HttpError(403, { message: teamMessages.verifyToAccept });
const verifyBeforeAcceptingForOthers = () =>
  new HttpError(403, { message: teamMessages.verifyToAcceptForOthers });
const SLUG_CONSTRAINT = 'teams_slug_unique';
const DAY_SECONDS = 24 * 3600;

/** The link's secret: 256 random bits; only its sha256 is stored (docs/product.md#team-invitations). */
const newInvitationToken = () => randomBytes(32).toString('base64url');
const hashInvitationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Seconds until a resend is allowed again, for Retry-After. */
function resendWaitSeconds(sentAt: Date | null): number {
  if (!sentAt) return 1;
  const due = sentAt.getTime() + teamLimits.resendAfterHours * 3600_000;
  return Math.max(1, Math.ceil((due - Date.now()) / 1000));
}
const slugTaken = () =>
  new HttpError(409, { message: teamMessages.slugTaken, errors: { slug: [teamMessages.slugTaken] } });

/** The team's name as a slug (docs/product.md#teams), with -2, -3... when taken. */
async function freeTeamSlug(db: DbExecutor, name: string): Promise<string> {
  const base = slugify(name).slice(0, 60).replace(/-+$/, '') || 'team';
  const taken = new Set(await listSlugsLike(db, base));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
const isVerified = (user: UserRow) => user.emailVerifiedAt !== null;
const canManage = (role: string) => role === 'owner' || role === 'admin';
const fullName = (name: string | null, surname: string | null) =>
  name === null ? null : [name, surname].filter(Boolean).join(' ');

/** A pending invitation shows its email only: who owns that address is not the inviter's to know. */
function toMember(row: TeamMemberRow & Partial<TeamMemberWithUser>): TeamMember {
  const pending = row.status !== 'active';
  const expired = pending && row.inviteExpiresAt !== null && row.inviteExpiresAt.getTime() <= Date.now();
  return {
    id: row.id,
    user_id: pending ? null : row.userId,
    name: pending ? null : fullName(row.userName ?? null, row.userSurname ?? null),
    email: row.email,
    role: row.role as TeamRole,
    avatar: pending ? null : (row.userAvatar ?? null),
    status: expired ? 'expired' : (row.status as TeamMemberStatus),
    invitation_sent_at: pending ? (row.inviteSentAt?.toISOString() ?? null) : null,
    invitation_expires_at: pending ? (row.inviteExpiresAt?.toISOString() ?? null) : null,
  };
}

function toInvitation(row: InvitationRow): TeamInvitation {
  return {
    id: row.id,
    team_id: row.teamId,
    team_name: row.teamName,
    role: row.role as TeamRole,
    invited_by: fullName(row.inviterName, row.inviterSurname),
    email: row.email,
    expires_at: (row.expiresAt ?? row.createdAt).toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

function toTeam(row: TeamRow, members: TeamMemberWithUser[], myRole: TeamRole): Team {
  // Pending invitations are listed to those who manage the team only.
  const shown = canManage(myRole) ? members : members.filter((member) => member.status === 'active');
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    my_role: myRole,
    member_count: members.filter((member) => member.status === 'active').length,
    members: shown.map(toMember),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Teams (docs/product.md#teams): a non-member sees no team (404); managing needs owner or admin (403).
 * Inviting never adds anyone: the invitee accepts or declines (docs/api.md#teams).
 */
export class TeamsService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {}

  async list(userId: string): Promise<Team[]> {
    const rows = await listTeamRowsOfUser(this.db, userId);
    const members = await listMemberRows(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const ofTeam = members.filter((member) => member.teamId === row.id);
      const mine = ofTeam.find((member) => member.userId === userId && member.status === 'active');
      return toTeam(row, ofTeam, (mine?.role ?? 'member') as TeamRole);
    });
  }

  async create(userId: string, body: TeamBody): Promise<Team> {
    const user = await findUserById(this.db, userId);
    if (!user) throw notFound();
    const insert = () =>
      inTransaction(this.db, async (tx) => {
        // The account's row lock makes concurrent creations count one after another.
        await lockUserRow(tx, userId);
        if ((await countOwnedTeams(tx, userId)) >= teamLimits.maxOwnedTeams) {
          throw new HttpError(422, { message: teamMessages.maxOwnedTeams });
        }
        const row = await insertTeam(tx, {
          name: body.name,
          slug: body.slug ?? (await freeTeamSlug(tx, body.name)),
          description: body.description || null,
          createdBy: userId,
        });
        await insertMember(tx, {
          teamId: row.id,
          userId,
          email: user.email,
          role: 'owner',
          status: 'active',
        });
        return row;
      });
    let team: TeamRow;
    try {
      team = await insert();
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_CONSTRAINT)) throw error;
      // A chosen slug is the caller's to change; a derived one lost a race: derive again.
      if (body.slug) throw slugTaken();
      team = await insert();
    }
    return this.get(userId, team.id);
  }

  async get(userId: string, teamId: string): Promise<Team> {
    const { team, membership } = await this.access(userId, teamId);
    return toTeam(team, await listMemberRows(this.db, [team.id]), membership.role as TeamRole);
  }

  async update(userId: string, teamId: string, body: TeamBody): Promise<Team> {
    await this.access(userId, teamId, 'manage');
    if (body.slug && (await isTeamSlugTaken(this.db, body.slug, teamId))) throw slugTaken();
    try {
      await updateTeamRow(this.db, teamId, {
        name: body.name,
        description: body.description || null,
        ...(body.slug ? { slug: body.slug } : {}),
      });
    } catch (error) {
      if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw slugTaken();
      throw error;
    }
    return this.get(userId, teamId);
  }

  async remove(userId: string, teamId: string): Promise<void> {
    const { membership } = await this.access(userId, teamId);
    if (!canManage(membership.role)) throw forbidden();
    if (membership.role !== 'owner') throw new HttpError(403, { message: teamMessages.ownerOnly });
    await deleteTeamRow(this.db, teamId);
  }

  /**
   * Invites an email: always a pending row, whether or not an account has that address, and the
   * same answer and work either way (no account lookup shows in it). Re-inviting a pending or
   * expired email resends its one row (with the role of the latest invitation), at most once a day.
   */
  async invite(userId: string, teamId: string, body: TeamInviteBody): Promise<TeamMember> {
    const { team } = await this.access(userId, teamId, 'manage');
    const email = body.email.toLowerCase();
    return this.limited(userId, teamId, async () => {
      // The invitation and its mail commit together (docs/api.md#e-mails).
      const invite = () =>
        inTransaction(this.db, async (tx) => {
          const row = await findMemberRowByEmail(tx, teamId, email);
          if (row?.status === 'active') throw alreadyMember();
          const token = newInvitationToken();
          const inviteTokenHash = hashInvitationToken(token);
          const sent =
            row === null
              ? await insertMember(tx, {
                  teamId,
                  userId: null,
                  email,
                  role: body.role,
                  status: 'invited',
                  invitedBy: userId,
                  inviteTokenHash,
                })
              : await renewInvitation(tx, row.id, { inviteTokenHash, role: body.role, invitedBy: userId });
          if (!sent) throw this.resendTooSoon(row);
          await this.mailInvitation(tx, userId, team.name, email, token);
          return sent;
        });
      try {
        return toMember(await invite());
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A concurrent invitation of the same email won: the second run resends (or waits).
        return toMember(await invite());
      }
    });
  }

  /** Sends a pending or expired invitation again: a new secret and 7 new days, at most once a day. */
  async resend(userId: string, teamId: string, memberId: string): Promise<TeamMember> {
    const { team } = await this.access(userId, teamId, 'manage');
    const member = await this.findMember(teamId, memberId);
    if (member.status === 'active') throw alreadyMember();
    return this.limited(userId, teamId, () =>
      inTransaction(this.db, async (tx) => {
        const token = newInvitationToken();
        const sent = await renewInvitation(tx, member.id, {
          inviteTokenHash: hashInvitationToken(token),
          role: member.role as AssignableTeamRole,
          invitedBy: userId,
        });
        if (!sent) {
          const current = await findMemberRow(tx, teamId, member.id);
          if (!current) throw memberNotFound();
          if (current.status === 'active') throw alreadyMember();
          throw this.resendTooSoon(current);
        }
        await this.mailInvitation(tx, userId, team.name, member.email, token);
        return toMember(sent);
      }),
    );
  }

  /**
   * The pending invitations to the caller's address. An unverified address proves nothing: its
   * account sees none (docs/product.md#team-invitations), only what a mail's link opens.
   */
  async invitations(userId: string): Promise<TeamInvitation[]> {
    const user = await findUserById(this.db, userId);
    if (!user || !isVerified(user)) return [];
    return (await listInvitationRows(this.db, user.email)).map(toInvitation);
  }

  /** Accepting by id needs a verified address equal to the invited one; the answer is the team. */
  async acceptInvitation(userId: string, invitationId: string): Promise<Team> {
    if (!UUID.test(invitationId)) throw invitationNotFound();
    const user = await findUserById(this.db, userId);
    if (!user) throw invitationNotFound();
    if (!isVerified(user)) throw verifyFirst();
    const invitation = await findInvitationRow(this.db, invitationId, user.email);
    if (!invitation) throw invitationNotFound();
    if (!invitation.live) throw invitationExpired();
    return this.join(user, invitation.id, invitation.teamId);
  }

  /** Declining deletes the invitation (the team may invite again later). */
  async declineInvitation(userId: string, invitationId: string): Promise<void> {
    if (!UUID.test(invitationId)) throw invitationNotFound();
    const user = await findUserById(this.db, userId);
    if (!user) throw invitationNotFound();
    if (!isVerified(user)) throw verifyFirst();
    if (!(await deleteInvitationRow(this.db, invitationId, user.email))) throw invitationNotFound();
  }

  /** The invitation a mail's link names, to show before accepting (404 unknown or used, 410 expired). */
  async invitationByLink(token: string): Promise<TeamInvitation> {
    return toInvitation(await this.linked(token));
  }

  /**
   * The link proves its holder received the mail at the invited address, so a verified account
   * that opens it may accept under any address. An unverified account may accept only when its
   * own address is the invited one: the link then proves that address too, which counts as
   * confirming it (docs/product.md#team-invitations). The secret is spent by the acceptance.
   */
  async acceptByLink(userId: string, token: string): Promise<Team> {
    const invitation = await this.linked(token);
    const user = await findUserById(this.db, userId);
    if (!user) throw invitationNotFound();
    if (!isVerified(user)) {
      if (user.email.toLowerCase() !== invitation.email.toLowerCase()) throw verifyBeforeAcceptingForOthers();
      await markEmailVerified(this.db, user.id);
    }
    return this.join(user, invitation.id, invitation.teamId);
  }

  async declineByLink(token: string): Promise<void> {
    const invitation = await this.linked(token);
    if (!(await deleteInvitationById(this.db, invitation.id))) throw invitationNotFound();
  }

  async changeRole(
    userId: string,
    teamId: string,
    memberId: string,
    role: AssignableTeamRole,
  ): Promise<TeamMember> {
    await this.access(userId, teamId, 'manage');
    const member = await this.findMember(teamId, memberId);
    if (member.role === 'owner') {
      throw new HttpError(422, {
        message: teamMessages.ownerRoleFixed,
        errors: { role: [teamMessages.ownerRoleFixed] },
      });
    }
    await updateMemberRole(this.db, member.id, role);
    const updated = (await listMemberRows(this.db, [teamId])).find((row) => row.id === member.id);
    return toMember(updated as TeamMemberWithUser);
  }

  /** Owners and admins remove others; anyone but the owner may remove themself (leave). */
  async removeMember(userId: string, teamId: string, memberId: string): Promise<void> {
    const { membership } = await this.access(userId, teamId);
    const member = await this.findMember(teamId, memberId);
    const leaving = member.userId === userId && member.role !== 'owner';
    if (!leaving && !canManage(membership.role)) throw forbidden();
    if (member.role === 'owner') throw new HttpError(422, { message: teamMessages.ownerCannotBeRemoved });
    await inTransaction(this.db, async (tx) => {
      await deleteMemberRow(tx, member.id);
      if (member.userId) await removeHostFromTeamEventTypes(tx, teamId, member.userId);
    });
  }

  /** The live invitation whose link secret this is. */
  private async linked(token: string) {
    const invitation = await findInvitationByTokenHash(this.db, hashInvitationToken(token));
    if (!invitation) throw invitationNotFound();
    if (!invitation.live) throw invitationExpired();
    return invitation;
  }

  /** Makes the account a member through the invitation, under the account's own address. */
  private async join(user: UserRow, invitationId: string, teamId: string): Promise<Team> {
    await inTransaction(this.db, async (tx) => {
      // An account already in the team (under an earlier address) keeps its membership.
      if (await findActiveMembership(tx, teamId, user.id)) {
        await deleteMemberRow(tx, invitationId);
        return;
      }
      // Accepted under another address: that address's own pending invitation here is now moot.
      const own = await findMemberRowByEmail(tx, teamId, user.email);
      if (own && own.id !== invitationId) {
        if (own.status === 'active') throw alreadyMember();
        await deleteMemberRow(tx, own.id);
      }
      if (!(await activateInvitation(tx, invitationId, user.id, user.email))) {
        // Spent or expired between the check and now (another tab, another replica).
        throw invitationNotFound();
      }
    });
    return this.get(user.id, teamId);
  }

  /**
   * Counts an invitation (new or resent) against the team's and the inviter's daily limits in the
   * database limiter before the work; a refused invitation is taken back.
   */
  private async limited<T>(userId: string, teamId: string, work: () => Promise<T>): Promise<T> {
    const limits = this.config.teamInvitationLimit ?? {
      perTeam: teamLimits.invitationsPerTeamPerDay,
      perInviter: teamLimits.invitationsPerInviterPerDay,
    };
    const teamKey = `team-invitations:team:${teamId}`;
    const { hits, refusedForSeconds } = await this.limiter.hit([
      { key: teamKey, max: limits.perTeam, windowSeconds: DAY_SECONDS },
      { key: `team-invitations:inviter:${userId}`, max: limits.perInviter, windowSeconds: DAY_SECONDS },
    ]);
    if (refusedForSeconds !== null) {
      const teamFull = hits.some((hit) => hit.key === teamKey && hit.count > limits.perTeam);
      const message = teamFull ? teamMessages.tooManyTeamInvitations : teamMessages.tooManyInviterInvitations;
      throw tooManyRequests(message, refusedForSeconds);
    }
    try {
      return await work();
    } catch (error) {
      await this.limiter.takeBack(hits as Hit[]);
      throw error;
    }
  }

  private resendTooSoon(row: TeamMemberRow | null): HttpError {
    return tooManyRequests(teamMessages.resendTooSoon, resendWaitSeconds(row?.inviteSentAt ?? null));
  }

  /** The mail with the link's secret, in the invitee's language when the address has an account, else the sender's. */
  private async mailInvitation(
    tx: DbExecutor,
    senderId: string,
    teamName: string,
    email: string,
    token: string,
  ) {
    const sender = await findUserById(tx, senderId);
    const invitee = await findUserByEmail(tx, email);
    const language = mailLanguage(invitee?.language ?? sender?.language);
    const link = `${this.config.publicUrl}/dashboard/teams?invitation=${encodeURIComponent(token)}`;
    const mail = teamInvitationMail(email, teamName, sender?.name ?? null, link, language);
    await enqueueMail(tx, mail, { template: 'team-invitation' });
  }

  private async access(userId: string, teamId: string, need: 'view' | 'manage' = 'view') {
    if (!UUID.test(teamId)) throw notFound();
    const membership = await findActiveMembership(this.db, teamId, userId);
    const team = membership ? await findTeamRow(this.db, teamId) : null;
    if (!membership || !team) throw notFound();
    if (need === 'manage' && !canManage(membership.role)) throw forbidden();
    return { team, membership };
  }

  private async findMember(teamId: string, memberId: string): Promise<TeamMemberRow> {
    if (!UUID.test(memberId)) throw memberNotFound();
    const member = await findMemberRow(this.db, teamId, memberId);
    if (!member) throw memberNotFound();
    return member;
  }
}
