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
  teamMessages,
} from '@slotwise/shared/contract/teams.contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors.util';
import type { TeamMemberRow, TeamRow } from '../../db/schema/teams.schema';
import { HttpError } from '../../lib/http-errors.util';
import { enqueueMail } from '../notifications/mail.job';
import { mailLanguage } from '../notifications/mail-messages';
import { findUserByEmail, findUserById } from '../users/users.repository';
import { teamInvitationMail } from './team-invitation-mail';
import {
  activateInvitation,
  deleteInvitationRow,
  deleteMemberRow,
  deleteTeamRow,
  findActiveMembership,
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
  removeHostFromTeamEventTypes,
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
const SLUG_CONSTRAINT = 'teams_slug_unique';
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
const canManage = (role: string) => role === 'owner' || role === 'admin';
const fullName = (name: string | null, surname: string | null) =>
  name === null ? null : [name, surname].filter(Boolean).join(' ');

/** A pending invitation shows its email only: who owns that address is not the inviter's to know. */
function toMember(row: TeamMemberRow & Partial<TeamMemberWithUser>): TeamMember {
  const pending = row.status !== 'active';
  return {
    id: row.id,
    user_id: pending ? null : row.userId,
    name: pending ? null : fullName(row.userName ?? null, row.userSurname ?? null),
    email: row.email,
    role: row.role as TeamRole,
    avatar: pending ? null : (row.userAvatar ?? null),
    status: row.status as TeamMemberStatus,
  };
}

function toInvitation(row: InvitationRow): TeamInvitation {
  return {
    id: row.id,
    team_id: row.teamId,
    team_name: row.teamName,
    role: row.role as TeamRole,
    invited_by: fullName(row.inviterName, row.inviterSurname),
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
 * Inviting never adds anyone: the invitee accepts or declines (docs/architecture.md, Teams).
 */
export class TeamsService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
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
   * same answer and work either way (no account lookup). Re-inviting a pending email keeps its
   * one row (with the role of the latest invitation).
   */
  async invite(userId: string, teamId: string, body: TeamInviteBody): Promise<TeamMember> {
    const { team } = await this.access(userId, teamId, 'manage');
    const email = body.email.toLowerCase();
    const inviter = await findUserById(this.db, userId);
    const inviterName = inviter?.name ?? null;
    // The invitation and its mail commit together (docs/architecture.md, E-mails).
    const invite = () =>
      inTransaction(this.db, async (tx) => {
        let row = await findMemberRowByEmail(tx, teamId, email);
        if (row?.status === 'active') throw alreadyMember();
        if (row === null) {
          row = await insertMember(tx, {
            teamId,
            userId: null,
            email,
            role: body.role,
            status: 'invited',
            invitedBy: userId,
          });
        } else if (row.role !== body.role) {
          await updateMemberRole(tx, row.id, body.role);
          row = { ...row, role: body.role };
        }
        // In the invitee's language when the address has an account, else the inviter's.
        const invitee = await findUserByEmail(tx, email);
        const language = mailLanguage(invitee?.language ?? inviter?.language);
        const mail = teamInvitationMail(
          email,
          team.name,
          inviterName,
          `${this.config.publicUrl}/dashboard/teams`,
          language,
        );
        await enqueueMail(tx, mail, {
          template: 'team-invitation',
        });
        return row;
      });
    let row: TeamMemberRow;
    try {
      row = await invite();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent invitation of the same email won: the second run finds and answers its row.
      row = await invite();
    }
    return toMember(row);
  }

  /** The pending invitations to the caller's account email (matched case-insensitively). */
  async invitations(userId: string): Promise<TeamInvitation[]> {
    const user = await findUserById(this.db, userId);
    if (!user) return [];
    return (await listInvitationRows(this.db, user.email)).map(toInvitation);
  }

  /** Accepting makes the caller a member with the invited role; the answer is the team. */
  async acceptInvitation(userId: string, invitationId: string): Promise<Team> {
    if (!UUID.test(invitationId)) throw invitationNotFound();
    const user = await findUserById(this.db, userId);
    if (!user) throw invitationNotFound();
    const teamId = await inTransaction(this.db, async (tx) => {
      const invitation = await findInvitationRow(tx, invitationId, user.email);
      if (!invitation) throw invitationNotFound();
      // An account already in the team (under an earlier address) keeps its membership.
      if (await findActiveMembership(tx, invitation.teamId, userId)) {
        await deleteMemberRow(tx, invitation.id);
      } else if (!(await activateInvitation(tx, invitation.id, userId))) {
        throw invitationNotFound();
      }
      return invitation.teamId;
    });
    return this.get(userId, teamId);
  }

  /** Declining deletes the invitation (the team may invite again later). */
  async declineInvitation(userId: string, invitationId: string): Promise<void> {
    if (!UUID.test(invitationId)) throw invitationNotFound();
    const user = await findUserById(this.db, userId);
    if (!user || !(await deleteInvitationRow(this.db, invitationId, user.email))) {
      throw invitationNotFound();
    }
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
