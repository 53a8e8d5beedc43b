import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import {
  type EventType,
  type EventTypeKind,
  type eventTypeInputSchema,
  eventTypeMessages,
  type Question,
  teamEventTypeKinds,
  teamEventTypeMessages,
} from '@slotwise/shared/contract/event-types.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { SharingMode } from '@slotwise/shared/contract/private-sharing.contract';
import { isChoiceType } from '@slotwise/shared/contract/questions.contract';
import { offeredDurationsOf } from '@slotwise/shared/contract/redirect-address.contract';
import { type RoundRobinSettings, roundRobinMessages } from '@slotwise/shared/contract/round-robin.contract';
import type { RecurringFrequency } from '@slotwise/shared/contract/series-rule.contract';
import type { z } from 'zod';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors.util';
import { type FieldErrors, HttpError, validationFailed } from '../../lib/http-errors.util';
import { locationColumnsOf, locationDetailsOf, phoneRequired } from '../../lib/location-details.util';
import { recurrenceOf } from '../../lib/recurrence.util';
import {
  findAvailabilityRow,
  findDefaultAvailabilityId,
  lockHost,
} from '../availability/availability.repository';
import { OutOfOfficeService } from '../availability/out-of-office.service';
import { toGoogleAccount } from '../google-calendar/google-accounts.service';
import {
  findGoogleAccount,
  findPrimaryGoogleAccount,
  type GoogleAccountRow,
  listGoogleAccounts,
  listGoogleAccountsByIds,
} from '../google-calendar/google-calendar.repository';
import { defaultLocationOf } from './default-location';
import {
  countActiveEventTypes,
  deleteEventTypeRow,
  type EventTypeRow,
  findEventTypeRow,
  findPublicEventTypeRow,
  hasUpcomingLiveBookings,
  insertEventType,
  isSlugTaken,
  listEventTypeRows,
  listQuestionRows,
  lockEventTypeRow,
  type NewEventTypeValues,
  type QuestionRow,
  replaceQuestions,
  updateEventTypeRow,
} from './event-types.repository';
import {
  keepRoundRobinHosts,
  listRoundRobinSettings,
  replaceRoundRobinSettings,
} from './round-robin-settings.repository';
import {
  findActiveRole,
  findEventTypeRowById,
  isTeamSlugUsed,
  listActiveMemberIds,
  listHostRows,
  listTeamRefs,
  listVisibleTeamEventTypeRows,
  replaceHosts,
  type TeamRef,
} from './team-event-types.repository';

/** The parsed body of POST / PUT /api/event-types (defaults applied). */
export type EventTypeBody = z.output<typeof eventTypeInputSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_CONSTRAINT = 'event_types_user_slug_unique';
const TEAM_SLUG_CONSTRAINT = 'event_types_team_slug_unique';
const teamForbidden = () => new HttpError(403, { message: teamEventTypeMessages.forbidden });

const notFound = () => new HttpError(404, { message: eventTypeMessages.notFound });

function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    question_text: row.questionText,
    required: row.required,
    answer_type: row.answerType as Question['answer_type'],
    active: row.active,
    sort_order: row.sortOrder,
    options: row.options,
  };
}

/** Hosts and teams of the serialised types (empty for personal types). */
interface TeamParts {
  hosts: { eventTypeId: string; userId: string }[];
  teams: TeamRef[];
  /** Round-robin types' fairness settings (docs/product.md#fair-round-robin). */
  roundRobin?: Map<string, RoundRobinSettings>;
}

function toEventType(
  row: EventTypeRow,
  questions: QuestionRow[],
  accounts: GoogleAccountRow[],
  parts: TeamParts = { hosts: [], teams: [] },
): EventType {
  const team = row.teamId ? (parts.teams.find((candidate) => candidate.id === row.teamId) ?? null) : null;
  const account = accounts.find((candidate) => candidate.id === row.connectedGoogleAccountId);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    event_type: row.kind as EventTypeKind,
    availability_id: row.availabilityId,
    connected_google_account_id: row.connectedGoogleAccountId,
    connected_google_account: account ? toGoogleAccount(account) : null,
    duration: row.duration,
    durations: offeredDurationsOf(row),
    redirect_url: row.redirectUrl,
    location: row.location as EventLocation,
    max_participants: row.maxParticipants,
    public: row.isPublic,
    requires_confirmation: row.requiresConfirmation,
    confirm_attendee_email: row.confirmAttendeeEmail,
    recurring: row.recurring,
    recurring_frequency: row.recurringFrequency as RecurringFrequency,
    recurring_max_count: row.recurringMaxCount,
    reminders: row.reminders,
    buffer_before: row.bufferBefore,
    buffer_after: row.bufferAfter,
    questions: questions.filter((question) => question.eventTypeId === row.id).map(toQuestion),
    minimum_notice_minutes: row.minimumNoticeMinutes,
    booking_window_days: row.bookingWindowDays,
    booking_limits: {
      per_day: row.limitPerDay,
      per_week: row.limitPerWeek,
      per_month: row.limitPerMonth,
      per_year: row.limitPerYear,
    },
    slot_interval: row.slotInterval,
    booking_window_range:
      row.bookingWindowStart && row.bookingWindowEnd
        ? { start: row.bookingWindowStart, end: row.bookingWindowEnd }
        : null,
    team_id: team ? team.id : null,
    host_ids: team
      ? parts.hosts.filter((host) => host.eventTypeId === row.id).map((host) => host.userId)
      : [],
    team: team ? { id: team.id, name: team.name, slug: team.slug } : null,
    // Only round-robin types carry it (other kinds keep their shape).
    ...(team && row.kind === 'round_robin'
      ? { round_robin: parts.roundRobin?.get(row.id) ?? { hosts: [], cap: null } }
      : {}),
    location_details: locationDetailsOf(row),
    sharing: row.sharing as SharingMode,
    change_policy: changePolicyOfRow(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** docs/product.md#cancel-and-reschedule-policy, as the contract has it. */
function changePolicyOfRow(row: EventTypeRow) {
  return {
    attendee_changes: row.attendeeChanges,
    cutoff_hours: row.changeCutoffHours,
    reason_required: row.cancelReasonRequired,
  };
}

/** Event types of the signed-in host, and the public lookup of the booking page. */
export class EventTypesService {
  constructor(
    private readonly db: Db,
    /** GOOGLE_CLIENT_ID and _SECRET are set: hosts can connect Google and get Meet links. */
    private readonly options: { googleConfigured?: boolean } = {},
  ) {}

  /** The user's personal types, then the team types they host or manage (docs/product.md#teams). */
  async list(userId: string): Promise<EventType[]> {
    const personal = (await listEventTypeRows(this.db, userId)).filter((row) => row.teamId === null);
    const team = await listVisibleTeamEventTypeRows(this.db, userId);
    const rows = [...personal, ...team.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())];
    const questions = await listQuestionRows(
      this.db,
      rows.map((row) => row.id),
    );
    const accounts = await listGoogleAccounts(this.db, userId);
    const parts = await this.teamParts(this.db, team);
    return rows.map((row) => toEventType(row, questions, accounts, parts));
  }

  private async teamParts(db: DbExecutor, rows: EventTypeRow[]): Promise<TeamParts> {
    const teamRows = rows.filter((row) => row.teamId !== null);
    return {
      hosts: await listHostRows(
        db,
        teamRows.map((row) => row.id),
      ),
      teams: await listTeamRefs(db, [...new Set(teamRows.map((row) => row.teamId as string))]),
      roundRobin: await listRoundRobinSettings(
        db,
        teamRows.filter((row) => row.kind === 'round_robin').map((row) => row.id),
      ),
    };
  }

  async get(userId: string, id: string): Promise<EventType> {
    if (!UUID.test(id)) throw notFound();
    const team = await this.teamAccess(this.db, userId, id);
    return this.load(this.db, team?.row.userId ?? userId, id);
  }

  /**
   * A team type the user may see (docs/product.md#teams): owners and admins of its team manage it,
   * its hosts see it; anyone else gets 404. Null when it is not a team type (personal rules apply).
   */
  private async teamAccess(
    db: DbExecutor,
    userId: string,
    id: string,
  ): Promise<{ row: EventTypeRow; manage: boolean } | null> {
    const row = await findEventTypeRowById(db, id);
    if (!row?.teamId) return null;
    const role = await findActiveRole(db, row.teamId, userId);
    const manage = role === 'owner' || role === 'admin';
    if (!manage && !(role && (await listHostRows(db, [id])).some((host) => host.userId === userId))) {
      throw notFound();
    }
    return { row, manage };
  }

  async create(userId: string, body: EventTypeBody): Promise<EventType> {
    return this.save(userId, null, body);
  }

  async update(userId: string, id: string, body: EventTypeBody): Promise<EventType> {
    if (!UUID.test(id)) throw notFound();
    return this.save(userId, id, body);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound();
    const team = await this.teamAccess(this.db, userId, id);
    if (team && !team.manage) throw teamForbidden();
    const ownerId = team?.row.userId ?? userId;
    const deleted = await inTransaction(this.db, async (tx) => {
      await lockHost(tx, ownerId);
      // The row lock waits for bookings being inserted for it, and blocks new ones until commit.
      if (!(await lockEventTypeRow(tx, ownerId, id))) return false;
      if (await hasUpcomingLiveBookings(tx, id, new Date())) {
        throw new HttpError(409, { message: eventTypeMessages.hasUpcomingBookings });
      }
      return deleteEventTypeRow(tx, ownerId, id);
    });
    if (!deleted) throw notFound();
  }

  /** GET /api/public/event-types/{username}/{slug}: only active types, only active questions. */
  async findPublic(
    username: string,
    slug: string,
    /** Opened through a single-use link: a 'single_use' type is found too (docs/product.md#private-sharing). */
    options: { viaSingleUseLink?: boolean } = {},
  ): Promise<PublicEventType> {
    const found = await findPublicEventTypeRow(
      this.db,
      username,
      slug.toLowerCase(),
      options.viaSingleUseLink,
    );
    if (!found) throw notFound();
    const { eventType, host } = found;
    // A personal type's host away now or soon (docs/product.md#out-of-office); absent otherwise.
    const away =
      eventType.teamId === null
        ? await new OutOfOfficeService(this.db).publicAway(host, eventType.slug, eventType.bookingWindowDays)
        : null;
    const questions = await listQuestionRows(this.db, [eventType.id], true);
    return {
      id: eventType.id,
      title: eventType.title,
      slug: eventType.slug,
      description: eventType.description,
      duration: eventType.duration,
      durations: offeredDurationsOf(eventType),
      redirect_url: eventType.redirectUrl,
      location: eventType.location as EventLocation,
      event_type: eventType.kind as EventTypeKind,
      max_participants: eventType.maxParticipants,
      requires_confirmation: eventType.requiresConfirmation,
      confirm_attendee_email: eventType.confirmAttendeeEmail,
      questions: questions.map((question) => ({
        id: question.id,
        question_text: question.questionText,
        required: question.required,
        answer_type: question.answerType as Question['answer_type'],
        sort_order: question.sortOrder,
        options: question.options,
      })),
      host: { name: host.name, surname: host.surname, username: host.username, avatar: host.avatar },
      location_details: locationDetailsOf(eventType, true),
      phone_required: phoneRequired(eventType),
      // A Meet type without a linked account uses the host's primary one (docs/product.md#locations).
      meet_link:
        eventType.location === 'google_meet' &&
        (eventType.connectedGoogleAccountId !== null ||
          (await findPrimaryGoogleAccount(this.db, host.id)) !== null),
      change_policy: changePolicyOfRow(eventType),
      noindex: eventType.sharing !== 'listed' || options.viaSingleUseLink === true,
      booking_window_range:
        eventType.bookingWindowStart && eventType.bookingWindowEnd
          ? { start: eventType.bookingWindowStart, end: eventType.bookingWindowEnd }
          : null,
      // Only recurring types carry it (the others keep their shape).
      ...recurrenceOf(eventType, host.timeZone),
      ...(away ? { away } : {}),
    };
  }

  /**
   * Creates (id null) or replaces an event type. The host's row is locked first, so the
   * "at most 5 active" count and the slug check cannot race with another save of the host.
   */
  private async save(userId: string, id: string | null, body: EventTypeBody): Promise<EventType> {
    // A team type is edited by its team's owners and admins; its row keeps its creator.
    const existingTeam = id ? await this.teamAccess(this.db, userId, id) : null;
    if (existingTeam && !existingTeam.manage) throw teamForbidden();
    const ownerId = existingTeam?.row.userId ?? userId;
    try {
      return await inTransaction(this.db, async (tx) => {
        await lockHost(tx, ownerId);
        if (id && !(await findEventTypeRow(tx, ownerId, id))) throw notFound();
        const team = await this.checkedTeam(tx, userId, existingTeam?.row ?? null, id !== null, body);
        const values = {
          ...(await this.checkedValues(tx, userId, id, body, team?.teamId ?? null, ownerId)),
          teamId: team?.teamId ?? null,
        };
        const eventTypeId = id ?? (await insertEventType(tx, userId, values)).id;
        if (id) await updateEventTypeRow(tx, id, values);
        await replaceHosts(tx, eventTypeId, team?.hostIds ?? []);
        await this.saveRoundRobin(tx, eventTypeId, body, team?.hostIds ?? []);
        await replaceQuestions(
          tx,
          eventTypeId,
          body.questions.map((question) => ({
            questionText: question.question_text,
            required: question.required,
            answerType: question.answer_type,
            active: question.active,
            sortOrder: question.sort_order,
            // docs/product.md#questions-and-guests: only choice types keep options, trimmed.
            options: isChoiceType(question.answer_type)
              ? question.options.map((option) => option.trim())
              : [],
          })),
        );
        return this.load(tx, ownerId, eventTypeId);
      });
    } catch (error) {
      if (isUniqueViolation(error, SLUG_CONSTRAINT) || isUniqueViolation(error, TEAM_SLUG_CONSTRAINT)) {
        throw validationFailed({ slug: [eventTypeMessages.slugTaken] });
      }
      throw error;
    }
  }

  /**
   * The team and hosts of a body (docs/product.md#teams), or null for a personal type. team_id
   * omitted on PUT keeps the type's team; host_ids omitted: the type's hosts when it stays in its
   * team, else every accepted member. Only the team's owners and admins may put a type in it.
   */
  private async checkedTeam(
    tx: DbExecutor,
    userId: string,
    existing: EventTypeRow | null,
    updating: boolean,
    body: EventTypeBody,
  ): Promise<{ teamId: string; hostIds: string[] } | null> {
    const teamId = body.team_id === undefined ? (updating ? (existing?.teamId ?? null) : null) : body.team_id;
    const teamKind = (teamEventTypeKinds as readonly string[]).includes(body.event_type);
    if (!teamId) {
      if (teamKind) throw validationFailed({ team_id: [teamEventTypeMessages.teamRequired] });
      return null;
    }
    if (!teamKind) throw validationFailed({ event_type: [teamEventTypeMessages.personalOnly] });
    const role = await findActiveRole(tx, teamId, userId);
    if (!role) throw validationFailed({ team_id: [teamEventTypeMessages.teamNotFound] });
    if (role !== 'owner' && role !== 'admin') throw teamForbidden();
    const members = await listActiveMemberIds(tx, teamId);
    let hostIds = body.host_ids;
    if (hostIds === undefined && existing?.teamId === teamId) {
      hostIds = (await listHostRows(tx, [existing.id])).map((host) => host.userId);
    }
    hostIds = [...new Set(hostIds ?? members)].sort();
    if (hostIds.some((hostId) => !members.includes(hostId))) {
      throw validationFailed({ host_ids: [teamEventTypeMessages.hostNotMember] });
    }
    if (hostIds.length === 0) throw validationFailed({ host_ids: [teamEventTypeMessages.noHosts] });
    return { teamId, hostIds };
  }

  /**
   * A round-robin type's weights, priorities and cap (docs/product.md#fair-round-robin): given,
   * they replace the old ones (hosts only); omitted, the old ones stay for the remaining hosts.
   */
  private async saveRoundRobin(
    tx: DbExecutor,
    eventTypeId: string,
    body: EventTypeBody,
    hostIds: string[],
  ): Promise<void> {
    const settings = body.round_robin;
    if (body.event_type !== 'round_robin' || hostIds.length === 0) {
      if (settings && (settings.cap || settings.hosts.length > 0)) {
        throw validationFailed({ round_robin: [roundRobinMessages.roundRobinOnly] });
      }
      return;
    }
    if (!settings) {
      await keepRoundRobinHosts(tx, eventTypeId, hostIds);
      return;
    }
    const listed = new Set<string>();
    for (const host of settings.hosts) {
      if (!hostIds.includes(host.user_id) || listed.has(host.user_id)) {
        throw validationFailed({ 'round_robin.hosts': [roundRobinMessages.hostNotListed] });
      }
      listed.add(host.user_id);
    }
    await replaceRoundRobinSettings(tx, eventTypeId, settings);
  }

  /** The row values of a valid body, or a 422 listing every rule it breaks. */
  private async checkedValues(
    tx: DbExecutor,
    userId: string,
    id: string | null,
    body: EventTypeBody,
    teamId: string | null = null,
    ownerId: string = userId,
  ): Promise<NewEventTypeValues> {
    const errors: FieldErrors = {};
    let availabilityId: string | null;
    if (body.availability_id) {
      // Team types: a fixed schedule shared by every host, one of the editor's own schedules.
      const schedule = await findAvailabilityRow(tx, userId, body.availability_id);
      availabilityId = schedule?.id ?? null;
      if (!schedule) errors.availability_id = [eventTypeMessages.availabilityNotFound];
    } else if (teamId) {
      // null: each host's own default schedule (docs/product.md#teams).
      availabilityId = null;
    } else {
      availabilityId = await findDefaultAvailabilityId(tx, userId);
      if (!availabilityId) errors.availability_id = [eventTypeMessages.noAvailability];
    }
    // Only one of the host's own connected accounts (another host's id is "not found" too).
    // Team types invite through each host's primary account instead.
    const googleAccount =
      body.connected_google_account_id && !teamId
        ? await findGoogleAccount(tx, userId, body.connected_google_account_id)
        : null;
    if (body.connected_google_account_id && !teamId && !googleAccount) {
      errors.connected_google_account_id = [eventTypeMessages.googleAccountNotFound];
    }
    const slugTaken = teamId
      ? await isTeamSlugUsed(tx, teamId, body.slug, id)
      : await isSlugTaken(tx, ownerId, body.slug, id);
    if (slugTaken) errors.slug = [eventTypeMessages.slugTaken];
    // The Free plan's limit counts the account's own types; team types are the team's.
    const tooManyActive =
      !teamId && body.public && (await countActiveEventTypes(tx, userId, id)) >= limits.maxActiveEventTypes;
    if (tooManyActive) errors.public = [eventTypeMessages.maxActive];
    if (Object.keys(errors).length > 0) {
      throw validationFailed(errors, tooManyActive ? eventTypeMessages.maxActive : undefined);
    }
    const seated = body.event_type === 'group' || body.event_type === 'collective';
    // Omitted: the host's default, Jitsi when Meet links cannot be made (docs/product.md#jitsi-meet).
    const location =
      body.location ?? (await defaultLocationOf(tx, userId, this.options.googleConfigured ?? true));
    return {
      title: body.title,
      slug: body.slug,
      description: body.description ? body.description : null,
      kind: body.event_type,
      availabilityId,
      connectedGoogleAccountId: googleAccount?.id ?? null,
      duration: body.duration,
      // A list holding only the default is the same as none (docs/product.md#several-durations).
      durations: body.durations.length > 1 ? [...body.durations].sort((a, b) => a - b) : [],
      redirectUrl: body.redirect_url,
      location,
      ...locationColumnsOf(location, body.location_details),
      maxParticipants: seated ? (body.max_participants ?? null) : null,
      isPublic: body.public,
      requiresConfirmation: body.requires_confirmation,
      confirmAttendeeEmail: body.confirm_attendee_email,
      recurring: body.recurring,
      recurringFrequency: body.recurring_frequency,
      recurringMaxCount: body.recurring_max_count,
      reminders: body.reminders,
      bufferBefore: body.buffer_before,
      bufferAfter: body.buffer_after,
      minimumNoticeMinutes: body.minimum_notice_minutes,
      bookingWindowDays: body.booking_window_days,
      sharing: body.sharing,
      attendeeChanges: body.change_policy.attendee_changes,
      changeCutoffHours: body.change_policy.cutoff_hours,
      cancelReasonRequired: body.change_policy.reason_required,
      limitPerDay: body.booking_limits.per_day,
      limitPerWeek: body.booking_limits.per_week,
      limitPerMonth: body.booking_limits.per_month,
      limitPerYear: body.booking_limits.per_year,
      slotInterval: body.slot_interval,
      bookingWindowStart: body.booking_window_range?.start ?? null,
      bookingWindowEnd: body.booking_window_range?.end ?? null,
    };
  }

  private async load(db: DbExecutor, userId: string, id: string): Promise<EventType> {
    if (!UUID.test(id)) throw notFound();
    const row = await findEventTypeRow(db, userId, id);
    if (!row) throw notFound();
    const accounts = row.connectedGoogleAccountId
      ? await listGoogleAccountsByIds(db, userId, [row.connectedGoogleAccountId])
      : [];
    return toEventType(row, await listQuestionRows(db, [id]), accounts, await this.teamParts(db, [row]));
  }
}
