import type { FreeTimesQuery, PublicQuestion } from '@slotwise/shared/contract/bookings.contract';
import { type EventTypeKind, eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type {
  PublicTeam,
  PublicTeamEventType,
  PublicTeamHost,
} from '@slotwise/shared/contract/public-teams.contract';
import { offeredDurationsOf } from '@slotwise/shared/contract/redirect-address.contract';
import { teamMessages } from '@slotwise/shared/contract/teams.contract';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import { recurrenceOf } from '../../lib/recurrence.util';
import { withChosenDuration } from '../scheduling/chosen-duration';
import type { FreeStartsByDate } from '../scheduling/free-times';
import { checkRange } from '../scheduling/public-free-times.service';
import { findTeamEventTypeByLink } from '../scheduling/scheduling.repository';
import type { SchedulingService } from '../scheduling/scheduling.service';
import {
  findActiveTeamEventType,
  findTeamBySlug,
  findUserCard,
  findUserTimeZone,
  listActiveTeamEventTypes,
  listPublicHosts,
  listPublicQuestions,
} from './public-teams.repository';

const teamNotFound = () => new HttpError(404, { message: teamMessages.notFound });
const eventTypeNotFound = () => new HttpError(404, { message: eventTypeMessages.notFound });
const fullName = (name: string, surname: string | null) => [name, surname].filter(Boolean).join(' ');
const toHost = (host: { name: string; surname: string | null; avatar: string | null }): PublicTeamHost => ({
  name: fullName(host.name, host.surname),
  avatar: host.avatar,
});

/** /api/public/teams: the team page /team/{teamSlug} and its booking pages (docs/product.md#teams). */
export class PublicTeamsService {
  /**
   * `reads` gives the handle of each request: public pages may come from a standby within the
   * lag bound (docs/database.md#reads-and-standbys); nothing here writes.
   */
  constructor(
    private readonly reads: () => Db,
    private readonly scheduling: SchedulingService,
  ) {}

  async team(teamSlug: string): Promise<PublicTeam> {
    const db = this.reads();
    const team = await findTeamBySlug(db, teamSlug.toLowerCase());
    if (!team) throw teamNotFound();
    const types = await listActiveTeamEventTypes(db, team.id);
    const hosts = await listPublicHosts(
      db,
      team.id,
      types.map((type) => type.id),
    );
    return {
      team: { name: team.name, slug: team.slug, description: team.description },
      hosts: hosts.map(toHost),
      event_types: types.map((type) => ({
        id: type.id,
        slug: type.slug,
        title: type.title,
        description: type.description,
        duration: type.duration,
        event_type: type.kind as EventTypeKind,
        location: type.location as EventLocation,
      })),
    };
  }

  async eventType(teamSlug: string, slug: string): Promise<PublicTeamEventType> {
    const db = this.reads();
    const { team, type } = await this.find(db, teamSlug, slug);
    const [questions, hosts, creator, creatorZone] = await Promise.all([
      listPublicQuestions(db, type.id),
      listPublicHosts(db, team.id, [type.id]),
      findUserCard(db, type.userId),
      findUserTimeZone(db, type.userId),
    ]);
    if (!creator) throw eventTypeNotFound();
    return {
      id: type.id,
      title: type.title,
      slug: type.slug,
      description: type.description,
      duration: type.duration,
      durations: offeredDurationsOf(type),
      redirect_url: type.redirectUrl,
      location: type.location as EventLocation,
      event_type: type.kind as EventTypeKind,
      max_participants: type.maxParticipants,
      requires_confirmation: type.requiresConfirmation,
      confirm_attendee_email: type.confirmAttendeeEmail,
      questions: questions.map((question) => ({
        id: question.id,
        question_text: question.questionText,
        required: question.required,
        answer_type: question.answerType as PublicQuestion['answer_type'],
        sort_order: question.sortOrder,
        options: question.options,
      })),
      host: creator,
      team: { name: team.name, slug: team.slug },
      hosts: hosts.map(toHost),
      // docs/product.md#cancel-and-reschedule-policy and #private-sharing.
      change_policy: {
        attendee_changes: type.attendeeChanges,
        cutoff_hours: type.changeCutoffHours,
        reason_required: type.cancelReasonRequired,
      },
      noindex: type.sharing !== 'listed',
      booking_window_range:
        type.bookingWindowStart && type.bookingWindowEnd
          ? { start: type.bookingWindowStart, end: type.bookingWindowEnd }
          : null,
      // The series a recurring type books (docs/product.md#recurring-series), as on personal pages.
      ...recurrenceOf(type, creatorZone),
    };
  }

  /** Free times of a team type: every host free (collective) or any host free (round robin). */
  async freeTimes(
    teamSlug: string,
    slug: string,
    query: FreeTimesQuery,
    now = new Date(),
  ): Promise<FreeStartsByDate> {
    checkRange(query);
    const db = this.reads();
    // The team, the type and its hosts in one statement (this.find's rules).
    const found = await findTeamEventTypeByLink(db, teamSlug, slug);
    if (!found) throw eventTypeNotFound();
    return this.scheduling.freeStartsByDate(
      withChosenDuration(found, query.duration),
      { startDate: query.start, endDate: query.end, timeZone: query.time_zone },
      now,
      { reads: db },
    );
  }

  private async find(db: Db, teamSlug: string, slug: string) {
    const team = await findTeamBySlug(db, teamSlug.toLowerCase());
    if (!team) throw eventTypeNotFound();
    const type = await findActiveTeamEventType(db, team.id, slug.toLowerCase());
    if (!type) throw eventTypeNotFound();
    return { team, type };
  }
}
