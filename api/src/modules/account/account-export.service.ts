import {
  ACCOUNT_EXPORT_TTL_HOURS,
  ACCOUNT_EXPORTS_PER_DAY,
  type AccountExport,
  accountDataMessages,
} from '@slotwise/shared/contract/account.contract';
import { strToU8, zipSync } from 'fflate';
import ical, { ICalEventStatus } from 'ical-generator';
import { type Db, inTransaction } from '../../db/database';
import type { AccountExportRow } from '../../db/schema/account.schema';
import { HttpError } from '../../lib/http-errors.util';
import type { JobHandler } from '../jobs/job-runner';
import { nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { RateLimiter, tooManyRequests } from '../rate-limits/rate-limiter.service';
import { findUserById } from '../users/users.repository';
import {
  deleteExpiredExports,
  deleteExport,
  exportBookings,
  exportConnections,
  exportEventTypes,
  exportSchedules,
  exportTeams,
  findExportById,
  findOwnExport,
  finishExport,
  insertExport,
  listExports,
} from './account.repository';

export const ACCOUNT_EXPORT_JOB = 'account-export';
export const ACCOUNT_EXPORT_EXPIRY_JOB = 'account-export-expiry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR = 3_600_000;
/** A build that failed this often is shown as failed (the user may ask again). */
const BUILD_ATTEMPTS = 3;

const notFound = () => new HttpError(404, { message: accountDataMessages.exportNotFound });
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toExport(row: {
  id: string;
  status: AccountExportRow['status'];
  fileName: string | null;
  createdAt: Date;
  expiresAt: Date;
  size?: number | null;
  archive?: Buffer | null;
}): AccountExport {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    file_name: row.fileName,
    size: row.size ?? row.archive?.length ?? null,
  };
}

/**
 * "Export my data" (docs/product.md#your-data): a durable job builds one zip (account.json and
 * bookings.ics) into the database; the owner downloads it with their session for 24 hours.
 */
export class AccountExportService {
  private readonly limiter: RateLimiter;

  constructor(private readonly db: Db) {
    this.limiter = new RateLimiter(db);
  }

  /** Asks for an export; an export still being prepared is answered instead of a second one. */
  async request(userId: string, now = new Date()): Promise<AccountExport> {
    const current = (await listExports(this.db, userId, now)).find((one) => one.status === 'pending');
    if (current) return toExport(current);
    const { refusedForSeconds } = await this.limiter.hit([
      { key: `account-export:${userId}`, max: ACCOUNT_EXPORTS_PER_DAY, windowSeconds: 24 * 3600 },
    ]);
    if (refusedForSeconds !== null)
      throw tooManyRequests(accountDataMessages.tooManyExports, refusedForSeconds);
    const row = await inTransaction(this.db, async (tx) => {
      const created = await insertExport(
        tx,
        userId,
        new Date(now.getTime() + ACCOUNT_EXPORT_TTL_HOURS * HOUR),
      );
      await insertJobs(tx, [{ kind: ACCOUNT_EXPORT_JOB, payload: { exportId: created.id }, runAt: now }]);
      return created;
    });
    nudgeJobRunners(this.db, [ACCOUNT_EXPORT_JOB]);
    return toExport(row);
  }

  async list(userId: string, now = new Date()): Promise<AccountExport[]> {
    return (await listExports(this.db, userId, now)).map(toExport);
  }

  /** The archive of the owner's ready export; 404 for anyone else's, an expired or unknown one. */
  async download(userId: string, id: string, now = new Date()): Promise<{ fileName: string; bytes: Buffer }> {
    const row = UUID.test(id) ? await findOwnExport(this.db, userId, id, now) : null;
    if (!row || row.status === 'failed') throw notFound();
    if (row.status !== 'ready' || !row.archive || !row.fileName) {
      throw new HttpError(409, { message: accountDataMessages.exportNotReady });
    }
    return { fileName: row.fileName, bytes: row.archive };
  }

  /** The export job: builds the archive, then plans its removal at expiry. */
  buildHandler(): JobHandler {
    return async (job) => {
      const exportId = String((job.payload as { exportId?: unknown }).exportId ?? '');
      const row = UUID.test(exportId) ? await findExportById(this.db, exportId) : null;
      if (row?.status !== 'pending') return;
      try {
        const archive = await this.build(row.userId, new Date());
        await inTransaction(this.db, async (tx) => {
          await finishExport(tx, row.id, archive);
          await insertJobs(tx, [
            { kind: ACCOUNT_EXPORT_EXPIRY_JOB, payload: { exportId: row.id }, runAt: row.expiresAt },
          ]);
        });
      } catch (error) {
        if (job.attempts < BUILD_ATTEMPTS) throw error;
        await finishExport(this.db, row.id, null);
      }
    };
  }

  /** Removes an export at its expiry (and any other left over). */
  expiryHandler(): JobHandler {
    return async (job) => {
      const exportId = String((job.payload as { exportId?: unknown }).exportId ?? '');
      if (UUID.test(exportId)) await deleteExport(this.db, exportId);
      await deleteExpiredExports(this.db, new Date());
    };
  }

  /** The zip: account.json (everything the account holds) and bookings.ics (its bookings). */
  async build(userId: string, now: Date): Promise<{ fileName: string; archive: Buffer }> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new Error('account not found');
    const schedules = await exportSchedules(this.db, userId);
    const types = await exportEventTypes(this.db, userId);
    const booked = await exportBookings(this.db, userId);
    const teamRows = await exportTeams(this.db, userId);
    const connections = await exportConnections(this.db, userId);

    const data = {
      format: 'slotwise-account-export',
      version: 1,
      exported_at: now.toISOString(),
      profile: {
        id: user.id,
        name: user.name,
        surname: user.surname,
        username: user.username,
        email: user.email,
        email_verified_at: iso(user.emailVerifiedAt),
        time_zone: user.timeZone,
        language: user.language,
        locale: user.locale,
        max_meetings_per_day: user.maxMeetingsPerDay,
        max_meetings_per_week: user.maxMeetingsPerWeek,
        avatar: user.avatar,
        has_password: user.passwordHash !== null,
        google_sign_in: user.googleSubject !== null,
        created_at: user.createdAt.toISOString(),
      },
      schedules: schedules.map(({ schedule, slots, overrides }) => ({
        id: schedule.id,
        name: schedule.name,
        time_zone: schedule.timeZone,
        is_default: schedule.isDefault,
        slots: slots.map((slot) => ({
          day_of_week: slot.dayOfWeek,
          start_time: slot.startTime.slice(0, 5),
          end_time: slot.endTime.slice(0, 5),
        })),
        date_overrides: overrides.map((one) => ({
          date: one.date,
          unavailable: one.unavailable,
          start_time: one.startTime?.slice(0, 5) ?? null,
          end_time: one.endTime?.slice(0, 5) ?? null,
        })),
      })),
      event_types: types.map(({ eventType: t, questions }) => ({
        id: t.id,
        title: t.title,
        slug: t.slug,
        description: t.description,
        event_type: t.kind,
        team_id: t.teamId,
        duration: t.duration,
        location: t.location,
        location_address: t.locationAddress,
        location_phone: t.locationPhone,
        location_url: t.locationUrl,
        public: t.isPublic,
        requires_confirmation: t.requiresConfirmation,
        max_participants: t.maxParticipants,
        buffer_before: t.bufferBefore,
        buffer_after: t.bufferAfter,
        minimum_notice_minutes: t.minimumNoticeMinutes,
        booking_window_days: t.bookingWindowDays,
        booking_limits: {
          per_day: t.limitPerDay,
          per_week: t.limitPerWeek,
          per_month: t.limitPerMonth,
          per_year: t.limitPerYear,
        },
        slot_interval: t.slotInterval,
        booking_window_range:
          t.bookingWindowStart && t.bookingWindowEnd
            ? { start: t.bookingWindowStart, end: t.bookingWindowEnd }
            : null,
        reminders: t.reminders,
        questions: questions.map((q) => ({
          text: q.questionText,
          required: q.required,
          answer_type: q.answerType,
          active: q.active,
          options: q.options,
        })),
        created_at: t.createdAt.toISOString(),
      })),
      // The attendee's link secret is theirs, never the host's: it is left out.
      bookings: booked.map(({ booking: b, eventTitle, eventSlug, eventDuration, eventLocation }) => ({
        id: b.id,
        status: b.status,
        start_time: b.startTime.toISOString(),
        end_time: b.endTime.toISOString(),
        timezone: b.timezone,
        event_type: { id: b.eventTypeId, title: eventTitle, slug: eventSlug, duration: eventDuration },
        location: eventLocation,
        attendee_name: b.attendeeName,
        attendee_email: b.attendeeEmail,
        attendee_phone: b.attendeePhone,
        additional_attendees: b.additionalAttendees,
        guests: b.guests,
        answers: b.answers,
        google_meet_link: b.googleMeetLink,
        jitsi_link: b.jitsiLink,
        cancellation_reason: b.cancellationReason,
        cancelled_by: b.cancelledBy,
        cancelled_at: iso(b.cancelledAt),
        rescheduled_by: b.rescheduledBy,
        rescheduled_at: iso(b.rescheduledAt),
        created_at: b.createdAt.toISOString(),
      })),
      teams: teamRows.map((team) => ({
        id: team.id,
        name: team.name,
        slug: team.slug,
        description: team.description,
        role: team.role,
        status: team.status,
        since: team.joinedAt.toISOString(),
      })),
      google_accounts: connections.google.map((g) => ({
        email: g.email,
        name: g.name,
        scopes: g.scopes,
        is_primary: g.isPrimary,
        connected_at: g.createdAt.toISOString(),
      })),
      api_keys: connections.keys.map((k) => ({
        name: k.name,
        prefix: k.prefix,
        created_at: k.createdAt.toISOString(),
        expires_at: iso(k.expiresAt),
        last_used_at: iso(k.lastUsedAt),
        revoked_at: iso(k.revokedAt),
      })),
      webhook_endpoints: connections.endpoints.map((w) => ({
        url: w.url,
        events: w.events,
        active: w.active,
        created_at: w.createdAt.toISOString(),
      })),
    };

    const calendar = ical({
      name: 'Slotwise bookings',
      prodId: { company: 'Slotwise', product: 'Slotwise' },
    });
    for (const { booking: b, eventTitle } of booked) {
      const answers = b.answers.map((a) => `${a.question_text}: ${a.answer}`);
      calendar.createEvent({
        id: b.id,
        start: b.startTime,
        end: b.endTime,
        stamp: b.updatedAt,
        summary: `${eventTitle} (${b.attendeeName})`,
        description: [`${b.attendeeName} <${b.attendeeEmail}>`, ...answers].join('\n'),
        location: b.googleMeetLink ?? b.jitsiLink ?? undefined,
        status:
          b.status === 'cancelled'
            ? ICalEventStatus.CANCELLED
            : b.status === 'pending'
              ? ICalEventStatus.TENTATIVE
              : ICalEventStatus.CONFIRMED,
      });
    }

    const folder = `slotwise-export-${now.toISOString().slice(0, 10)}`;
    const archive = zipSync({
      [`${folder}/account.json`]: strToU8(`${JSON.stringify(data, null, 2)}\n`),
      [`${folder}/bookings.ics`]: strToU8(calendar.toString()),
    });
    return { fileName: `${folder}.zip`, archive: Buffer.from(archive) };
  }
}
