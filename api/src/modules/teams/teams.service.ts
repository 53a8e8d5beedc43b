import {
  type AssignableTeamRole,
  type Team,
  type TeamMember,
  type TeamMemberStatus,
  type TeamRole,
  teamMessages,
  type teamInputSchema,
  type teamInviteSchema,
} from '@slotwise/shared/contract/teams.contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { type Db, inTransaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors.util';
import { HttpError } from '../../lib/http-errors.util';
import type { Mailer } from '../../plugins/mail.plugin';
import { findUserByEmail, findUserById } from '../users/users.repository';
import {
  activateInvitations,
  deleteMemberRow,
  deleteTeamRow,
  findActiveMembership,
  findMemberRow,
  findTeamRow,
  insertMember,
  insertTeam,
  listMemberRows,
  listTeamRowsOfUser,
  type TeamMemberWithUser,
  updateMemberRole,
  updateTeamRow,
} from './teams.repository';
import type { TeamMemberRow, TeamRow } from './teams.schema';

export type TeamBody = z.output<typeof teamInputSchema>;
export type TeamInviteBody = z.output<typeof teamInviteSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, { message: teamMessages.notFound });
const memberNotFound = () => new HttpError(404, { message: teamMessages.memberNotFound });
const forbidden = () => new HttpError(403, { message: teamMessages.forbidden });
const canManage = (role: string) => role === 'owner' || role === 'admin';

function toMember(row: TeamMemberWithUser): TeamMember {
  const name = row.userName === null ? null : [row.userName, row.userSurname].filter(Boolean).join(' ');
  return {
    id: row.id,
    user_id: row.userId,
    name,
    email: row.email,
    role: row.role as TeamRole,
    avatar: row.userAvatar,
    status: row.status as TeamMemberStatus,
  };
}

function toTeam(row: TeamRow, members: TeamMemberWithUser[], myRole: TeamRole): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    my_role: myRole,
    member_count: members.filter((member) => member.status === 'active').length,
    members: members.map(toMember),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Teams (decisions §11): a non-member sees no team (404); managing needs owner or admin (403). */
export class TeamsService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly mailer: Mailer,
  ) {}

  async list(userId: string): Promise<Team[]> {
    // Invitations sent before the account existed become memberships on the first look.
    const user = await findUserById(this.db, userId);
    if (user) await activateInvitations(this.db, userId, user.email);
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
    const team = await inTransaction(this.db, async (tx) => {
      const row = await insertTeam(tx, {
        name: body.name,
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
    return this.get(userId, team.id);
  }

  async get(userId: string, teamId: string): Promise<Team> {
    const { team, membership } = await this.access(userId, teamId);
    return toTeam(team, await listMemberRows(this.db, [team.id]), membership.role as TeamRole);
  }

  async update(userId: string, teamId: string, body: TeamBody): Promise<Team> {
    await this.access(userId, teamId, 'manage');
    await updateTeamRow(this.db, teamId, { name: body.name, description: body.description || null });
    return this.get(userId, teamId);
  }

  async remove(userId: string, teamId: string): Promise<void> {
    const { membership } = await this.access(userId, teamId);
    if (!canManage(membership.role)) throw forbidden();
    if (membership.role !== 'owner') throw new HttpError(403, { message: teamMessages.ownerOnly });
    await deleteTeamRow(this.db, teamId);
  }

  async invite(userId: string, teamId: string, body: TeamInviteBody): Promise<TeamMember> {
    const { team } = await this.access(userId, teamId, 'manage');
    const email = body.email.toLowerCase();
    const existing = await findUserByEmail(this.db, email);
    const members = await listMemberRows(this.db, [teamId]);
    const already = members.some(
      (member) => member.email === email || (existing !== null && member.userId === existing.id),
    );
    const alreadyMember = () => new HttpError(409, { message: teamMessages.alreadyMember });
    if (already) throw alreadyMember();
    let row: TeamMemberRow;
    try {
      row = await insertMember(this.db, {
        teamId,
        userId: existing?.id ?? null,
        email,
        role: body.role,
        status: existing ? 'active' : 'invited',
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyMember();
      throw error;
    }
    const inviter = await findUserById(this.db, userId);
    this.sendInvitation(email, team.name, inviter?.name ?? 'A Slotwise user', existing !== null);
    const added = (await listMemberRows(this.db, [teamId])).find((member) => member.id === row.id);
    return toMember(added as TeamMemberWithUser);
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
    await deleteMemberRow(this.db, member.id);
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

  private sendInvitation(email: string, teamName: string, inviterName: string, hasAccount: boolean) {
    const link = hasAccount
      ? `${this.config.publicUrl}/dashboard/teams`
      : `${this.config.publicUrl}/register`;
    this.mailer.sendLater({
      to: email,
      subject: `You have been added to the team ${teamName} on Slotwise`,
      text: [
        'Hi,',
        '',
        `${inviterName} added you to the team "${teamName}" on Slotwise.`,
        hasAccount
          ? 'Open your teams to see it:'
          : 'Create your Slotwise account with this email address to join it:',
        '',
        link,
      ].join('\n'),
    });
  }
}
