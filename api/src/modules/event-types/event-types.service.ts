import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import {
  type EventType,
  type EventTypeKind,
  type eventTypeInputSchema,
  eventTypeMessages,
  type Question,
} from '@slotwise/shared/contract/event-types.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { z } from 'zod';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors.util';
import { type FieldErrors, HttpError, validationFailed } from '../../lib/http-errors.util';
import { locationColumnsOf, locationDetailsOf, phoneRequired } from '../../lib/location-details.util';
import {
  findAvailabilityRow,
  findDefaultAvailabilityId,
  lockHost,
} from '../availability/availability.repository';
import { toGoogleAccount } from '../google-calendar/google-accounts.service';
import {
  findGoogleAccount,
  findPrimaryGoogleAccount,
  type GoogleAccountRow,
  listGoogleAccounts,
  listGoogleAccountsByIds,
} from '../google-calendar/google-calendar.repository';
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

/** The parsed body of POST / PUT /api/event-types (defaults applied). */
export type EventTypeBody = z.output<typeof eventTypeInputSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_CONSTRAINT = 'event_types_user_slug_unique';

const notFound = () => new HttpError(404, { message: eventTypeMessages.notFound });

function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    question_text: row.questionText,
    required: row.required,
    answer_type: row.answerType as Question['answer_type'],
    active: row.active,
    sort_order: row.sortOrder,
  };
}

function toEventType(row: EventTypeRow, questions: QuestionRow[], accounts: GoogleAccountRow[]): EventType {
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
    location: row.location as EventLocation,
    max_participants: row.maxParticipants,
    public: row.isPublic,
    requires_confirmation: row.requiresConfirmation,
    recurring: row.recurring,
    reminders: row.reminders,
    buffer_before: row.bufferBefore,
    buffer_after: row.bufferAfter,
    questions: questions.filter((question) => question.eventTypeId === row.id).map(toQuestion),
    minimum_notice_minutes: row.minimumNoticeMinutes,
    booking_window_days: row.bookingWindowDays,
    location_details: locationDetailsOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Event types of the signed-in host, and the public lookup of the booking page. */
export class EventTypesService {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<EventType[]> {
    const rows = await listEventTypeRows(this.db, userId);
    const questions = await listQuestionRows(
      this.db,
      rows.map((row) => row.id),
    );
    const accounts = await listGoogleAccounts(this.db, userId);
    return rows.map((row) => toEventType(row, questions, accounts));
  }

  async get(userId: string, id: string): Promise<EventType> {
    return this.load(this.db, userId, id);
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
    const deleted = await inTransaction(this.db, async (tx) => {
      await lockHost(tx, userId);
      // The row lock waits for bookings being inserted for it, and blocks new ones until commit.
      if (!(await lockEventTypeRow(tx, userId, id))) return false;
      if (await hasUpcomingLiveBookings(tx, id, new Date())) {
        throw new HttpError(409, { message: eventTypeMessages.hasUpcomingBookings });
      }
      return deleteEventTypeRow(tx, userId, id);
    });
    if (!deleted) throw notFound();
  }

  /** GET /api/public/event-types/{username}/{slug}: only active types, only active questions. */
  async findPublic(username: string, slug: string): Promise<PublicEventType> {
    const found = await findPublicEventTypeRow(this.db, username, slug.toLowerCase());
    if (!found) throw notFound();
    const { eventType, host } = found;
    const questions = await listQuestionRows(this.db, [eventType.id], true);
    return {
      id: eventType.id,
      title: eventType.title,
      slug: eventType.slug,
      description: eventType.description,
      duration: eventType.duration,
      location: eventType.location as EventLocation,
      event_type: eventType.kind as EventTypeKind,
      max_participants: eventType.maxParticipants,
      requires_confirmation: eventType.requiresConfirmation,
      questions: questions.map((question) => ({
        id: question.id,
        question_text: question.questionText,
        required: question.required,
        answer_type: question.answerType as Question['answer_type'],
        sort_order: question.sortOrder,
      })),
      host: { name: host.name, surname: host.surname, username: host.username, avatar: host.avatar },
      location_details: locationDetailsOf(eventType, true),
      phone_required: phoneRequired(eventType),
      // A Meet type without a linked account uses the host's primary one (docs/product.md#locations).
      meet_link:
        eventType.location === 'google_meet' &&
        (eventType.connectedGoogleAccountId !== null ||
          (await findPrimaryGoogleAccount(this.db, host.id)) !== null),
    };
  }

  /**
   * Creates (id null) or replaces an event type. The host's row is locked first, so the
   * "at most 5 active" count and the slug check cannot race with another save of the host.
   */
  private async save(userId: string, id: string | null, body: EventTypeBody): Promise<EventType> {
    try {
      return await inTransaction(this.db, async (tx) => {
        await lockHost(tx, userId);
        if (id && !(await findEventTypeRow(tx, userId, id))) throw notFound();
        const values = await this.checkedValues(tx, userId, id, body);
        const eventTypeId = id ?? (await insertEventType(tx, userId, values)).id;
        if (id) await updateEventTypeRow(tx, id, values);
        await replaceQuestions(
          tx,
          eventTypeId,
          body.questions.map((question) => ({
            questionText: question.question_text,
            required: question.required,
            answerType: question.answer_type,
            active: question.active,
            sortOrder: question.sort_order,
          })),
        );
        return this.load(tx, userId, eventTypeId);
      });
    } catch (error) {
      if (isUniqueViolation(error, SLUG_CONSTRAINT)) {
        throw validationFailed({ slug: [eventTypeMessages.slugTaken] });
      }
      throw error;
    }
  }

  /** The row values of a valid body, or a 422 listing every rule it breaks. */
  private async checkedValues(
    tx: DbExecutor,
    userId: string,
    id: string | null,
    body: EventTypeBody,
  ): Promise<NewEventTypeValues> {
    const errors: FieldErrors = {};
    let availabilityId: string | null;
    if (body.availability_id) {
      const schedule = await findAvailabilityRow(tx, userId, body.availability_id);
      availabilityId = schedule?.id ?? null;
      if (!schedule) errors.availability_id = [eventTypeMessages.availabilityNotFound];
    } else {
      availabilityId = await findDefaultAvailabilityId(tx, userId);
      if (!availabilityId) errors.availability_id = [eventTypeMessages.noAvailability];
    }
    // Only one of the host's own connected accounts (another host's id is "not found" too).
    const googleAccount = body.connected_google_account_id
      ? await findGoogleAccount(tx, userId, body.connected_google_account_id)
      : null;
    if (body.connected_google_account_id && !googleAccount) {
      errors.connected_google_account_id = [eventTypeMessages.googleAccountNotFound];
    }
    if (await isSlugTaken(tx, userId, body.slug, id)) errors.slug = [eventTypeMessages.slugTaken];
    const tooManyActive =
      body.public && (await countActiveEventTypes(tx, userId, id)) >= limits.maxActiveEventTypes;
    if (tooManyActive) errors.public = [eventTypeMessages.maxActive];
    if (Object.keys(errors).length > 0) {
      throw validationFailed(errors, tooManyActive ? eventTypeMessages.maxActive : undefined);
    }
    const seated = body.event_type === 'group' || body.event_type === 'collective';
    return {
      title: body.title,
      slug: body.slug,
      description: body.description ? body.description : null,
      kind: body.event_type,
      availabilityId,
      connectedGoogleAccountId: googleAccount?.id ?? null,
      duration: body.duration,
      location: body.location,
      ...locationColumnsOf(body.location, body.location_details),
      maxParticipants: seated ? (body.max_participants ?? null) : null,
      isPublic: body.public,
      requiresConfirmation: body.requires_confirmation,
      recurring: body.recurring,
      reminders: body.reminders,
      bufferBefore: body.buffer_before,
      bufferAfter: body.buffer_after,
      minimumNoticeMinutes: body.minimum_notice_minutes,
      bookingWindowDays: body.booking_window_days,
    };
  }

  private async load(db: DbExecutor, userId: string, id: string): Promise<EventType> {
    if (!UUID.test(id)) throw notFound();
    const row = await findEventTypeRow(db, userId, id);
    if (!row) throw notFound();
    const accounts = row.connectedGoogleAccountId
      ? await listGoogleAccountsByIds(db, userId, [row.connectedGoogleAccountId])
      : [];
    return toEventType(row, await listQuestionRows(db, [id]), accounts);
  }
}
