import type { Availability } from '@slotwise/shared/contract/availability.contract';
import type { EventType, EventTypeKind } from '@slotwise/shared/contract/event-types.contract';
import type { Team, TeamMember } from '@slotwise/shared/contract/teams.contract';
import { type EventTypeFormValues, isTeamKind, preselectedScheduleId } from './event-type-form';

/** Teams the user may put event types in: those they own or administer. */
export function managedTeams(teams: readonly Team[]): Team[] {
  return teams.filter((team) => team.my_role === 'owner' || team.my_role === 'admin');
}

/** Members who accepted: the only possible hosts (a pending invitation has no account yet). */
export function acceptedMembers(team: Team | undefined): (TeamMember & { user_id: string })[] {
  return (team?.members ?? []).filter(
    (member): member is TeamMember & { user_id: string } =>
      member.status === 'active' && member.user_id !== null,
  );
}

/** The team a form value points at, among the given teams. */
export function teamOf(teams: readonly Team[], teamId: string): Team | undefined {
  return teams.find((team) => team.id === teamId);
}

/**
 * A team type on the Event Types page: editable only by its team's owner and admins; hosts who
 * are plain members see it but get no edit or delete (the API would refuse them).
 */
export function canManageEventType(eventType: EventType, teams: readonly Team[]): boolean {
  if (!eventType.team) return true;
  const team = teamOf(teams, eventType.team.id);
  return team?.my_role === 'owner' || team?.my_role === 'admin';
}

/** The form after choosing a team: all its accepted members host, by default. */
export function withTeam(team: Team | undefined): Partial<EventTypeFormValues> {
  return { team_id: team?.id ?? '', host_ids: acceptedMembers(team).map((member) => member.user_id) };
}

/**
 * The form after choosing a kind. Moving to round robin or collective picks the first team the
 * user manages (all its members hosting) and "each host's own default schedule"; moving back to a
 * personal kind picks the user's default schedule again.
 */
export function withKind(
  values: EventTypeFormValues,
  kind: EventTypeKind,
  teams: readonly Team[],
  schedules: readonly Availability[],
): Partial<EventTypeFormValues> {
  const wasTeam = isTeamKind(values.event_type);
  if (isTeamKind(kind) && !wasTeam) {
    const team = values.team_id ? teamOf(teams, values.team_id) : managedTeams(teams)[0];
    return { event_type: kind, availability_id: '', ...(values.team_id ? {} : withTeam(team)) };
  }
  if (!isTeamKind(kind) && wasTeam) {
    return {
      event_type: kind,
      availability_id: values.availability_id || preselectedScheduleId(schedules),
    };
  }
  return { event_type: kind };
}
