import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { type AccountExportRow, accountExports } from '../../db/schema/account.schema';
import {
  emailVerificationTokens,
  passwordResetTokens,
  refreshTokens,
  sessions,
} from '../../db/schema/auth.schema';
import {
  availabilities,
  availabilityOverrides,
  availabilitySlots,
} from '../../db/schema/availability.schema';
import { avatars } from '../../db/schema/avatars.schema';
import { bookingHosts, bookings } from '../../db/schema/bookings.schema';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../../db/schema/developer-access.schema';
import { eventTypeHosts, eventTypeQuestions, eventTypes } from '../../db/schema/event-types.schema';
import { googleAccounts, googleConnectStates } from '../../db/schema/google-calendar.schema';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { rateLimits } from '../../db/schema/rate-limits.schema';
import { teamMembers, teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

// ---- exports ----------------------------------------------------------------------------------

export async function insertExport(
  db: DbExecutor,
  userId: string,
  expiresAt: Date,
): Promise<AccountExportRow> {
  const [row] = await db.insert(accountExports).values({ userId, expiresAt }).returning();
  return row;
}

/** The account's exports still offered, newest first (without their bytes). */
export async function listExports(db: DbExecutor, userId: string, now: Date) {
  return db
    .select({
      id: accountExports.id,
      status: accountExports.status,
      fileName: accountExports.fileName,
      createdAt: accountExports.createdAt,
      expiresAt: accountExports.expiresAt,
      size: sql<number | null>`octet_length(${accountExports.archive})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(accountExports)
    .where(and(eq(accountExports.userId, userId), gt(accountExports.expiresAt, now)))
    .orderBy(desc(accountExports.createdAt));
}

/** One export of the owner, still offered; null for anyone else's, an expired or unknown one. */
export async function findOwnExport(
  db: DbExecutor,
  userId: string,
  id: string,
  now: Date,
): Promise<AccountExportRow | null> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(
      and(eq(accountExports.id, id), eq(accountExports.userId, userId), gt(accountExports.expiresAt, now)),
    )
    .limit(1);
  return row ?? null;
}

export async function findExportById(db: DbExecutor, id: string): Promise<AccountExportRow | null> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, id)).limit(1);
  return row ?? null;
}

export async function finishExport(
  db: DbExecutor,
  id: string,
  result: { fileName: string; archive: Buffer } | null,
): Promise<void> {
  await db
    .update(accountExports)
    .set(
      result
        ? { status: 'ready', fileName: result.fileName, archive: result.archive, readyAt: sql`now()` }
        : { status: 'failed' },
    )
    .where(and(eq(accountExports.id, id), eq(accountExports.status, 'pending')));
}

export async function deleteExport(db: DbExecutor, id: string): Promise<void> {
  await db.delete(accountExports).where(eq(accountExports.id, id));
}

/** Exports past their 24 hours (the expiry jobs remove them one by one; this catches any left). */
export async function deleteExpiredExports(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(accountExports).where(lt(accountExports.expiresAt, now));
}

// ---- what an export holds ---------------------------------------------------------------------

export async function exportSchedules(db: DbExecutor, userId: string) {
  const schedules = await db
    .select()
    .from(availabilities)
    .where(eq(availabilities.userId, userId))
    .orderBy(asc(availabilities.createdAt));
  const ids = schedules.map((s) => s.id);
  if (ids.length === 0) return [];
  const slots = await db
    .select()
    .from(availabilitySlots)
    .where(inArray(availabilitySlots.availabilityId, ids))
    .orderBy(asc(availabilitySlots.dayOfWeek), asc(availabilitySlots.startTime));
  const overrides = await db
    .select()
    .from(availabilityOverrides)
    .where(inArray(availabilityOverrides.availabilityId, ids))
    .orderBy(asc(availabilityOverrides.date));
  return schedules.map((schedule) => ({
    schedule,
    slots: slots.filter((slot) => slot.availabilityId === schedule.id),
    overrides: overrides.filter((one) => one.availabilityId === schedule.id),
  }));
}

export async function exportEventTypes(db: DbExecutor, userId: string) {
  const rows = await db
    .select()
    .from(eventTypes)
    .where(eq(eventTypes.userId, userId))
    .orderBy(asc(eventTypes.createdAt));
  const ids = rows.map((row) => row.id);
  const questions =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(eventTypeQuestions)
          .where(inArray(eventTypeQuestions.eventTypeId, ids))
          .orderBy(asc(eventTypeQuestions.sortOrder));
  return rows.map((eventType) => ({
    eventType,
    questions: questions.filter((q) => q.eventTypeId === eventType.id),
  }));
}

/** Every booking that holds the account as a host (personal, assigned or collective), oldest first. */
export async function exportBookings(db: DbExecutor, userId: string) {
  return db
    .select({
      booking: bookings,
      eventTitle: eventTypes.title,
      eventSlug: eventTypes.slug,
      eventDuration: eventTypes.duration,
      eventLocation: eventTypes.location,
    })
    .from(bookingHosts)
    .innerJoin(bookings, eq(bookings.id, bookingHosts.bookingId))
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .where(eq(bookingHosts.hostId, userId))
    .orderBy(asc(bookings.startTime));
}

export async function exportTeams(db: DbExecutor, userId: string) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      slug: teams.slug,
      description: teams.description,
      role: teamMembers.role,
      status: teamMembers.status,
      joinedAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.name));
}

export async function exportConnections(db: DbExecutor, userId: string) {
  const google = await db
    .select({
      email: googleAccounts.email,
      name: googleAccounts.name,
      scopes: googleAccounts.scopes,
      isPrimary: googleAccounts.isPrimary,
      createdAt: googleAccounts.createdAt,
    })
    .from(googleAccounts)
    .where(eq(googleAccounts.userId, userId));
  const keys = await db
    .select({
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId));
  const endpoints = await db
    .select({
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      active: webhookEndpoints.active,
      createdAt: webhookEndpoints.createdAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return { google, keys, endpoints };
}

// ---- deletion ---------------------------------------------------------------------------------

/** Locks the account's row for the deletion (a second request waits, then sees deleted_at). */
export async function lockAccount(db: DbExecutor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row ?? null;
}

/** The teams the account is an active member of, with its role and who else is an active member. */
export async function membershipsOf(db: DbExecutor, userId: string) {
  const mine = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  if (mine.length === 0) return [];
  const others = await db
    .select({
      id: teamMembers.id,
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      role: teamMembers.role,
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .where(
      and(
        inArray(
          teamMembers.teamId,
          mine.map((m) => m.teamId),
        ),
        eq(teamMembers.status, 'active'),
        ne(teamMembers.userId, userId),
      ),
    )
    .orderBy(asc(teamMembers.createdAt));
  return mine.map((membership) => ({
    ...membership,
    others: others.filter((other) => other.teamId === membership.teamId),
  }));
}

export async function makeOwner(db: DbExecutor, memberId: string): Promise<void> {
  await db.update(teamMembers).set({ role: 'owner' }).where(eq(teamMembers.id, memberId));
}

export async function deleteTeams(db: DbExecutor, teamIds: string[]): Promise<void> {
  if (teamIds.length > 0) await db.delete(teams).where(inArray(teams.id, teamIds));
}

/**
 * Takes every way in away at once: sessions, reset and confirmation links, API keys; its own
 * webhook endpoints go (nobody is left to receive them), its personal event types close to
 * bookings and it hosts no team type any more.
 */
export async function revokeAccess(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await db.delete(googleConnectStates).where(eq(googleConnectStates.userId, userId));
  await db.delete(apiKeys).where(eq(apiKeys.userId, userId));
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  await db.delete(eventTypeHosts).where(eq(eventTypeHosts.userId, userId));
  await db
    .update(eventTypes)
    .set({ isPublic: false, updatedAt: sql`now()` })
    .where(and(eq(eventTypes.userId, userId), isNull(eventTypes.teamId)));
}

/**
 * Marks the account deleted: no password, no Google identity, a new token version (every access
 * token dies), and placeholders for the address and username, so neither Google sign-in nor a
 * password reset can reach it again and both are free for a new account.
 */
export async function closeAccount(db: DbExecutor, userId: string): Promise<void> {
  const placeholder = userId.replace(/-/g, '');
  await db
    .update(users)
    .set({
      passwordHash: null,
      googleSubject: null,
      email: `deleted-${placeholder}@deleted.invalid`,
      username: `deleted-${placeholder}`,
      deletedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Live bookings of the account (as their host) that are still ahead: they are cancelled. */
export async function upcomingBookingIds(db: DbExecutor, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, userId),
        inArray(bookings.status, ['pending', 'confirmed']),
        gt(bookings.startTime, now),
      ),
    )
    .orderBy(asc(bookings.startTime));
  return rows.map((row) => row.id);
}

/**
 * Work still owed on the account's behalf before its rows may go: pending jobs about its bookings
 * or Google accounts (the cancellation mails, calendar deletions) and webhook deliveries naming it.
 */
export async function hasOutstandingWork(
  db: DbExecutor,
  userId: string,
  purgeJobId: string,
): Promise<boolean> {
  const ownBookings = db
    .select({ id: sql`${bookings.id}::text` })
    .from(bookings)
    .where(eq(bookings.hostId, userId));
  const ownAccounts = db
    .select({ id: sql`${googleAccounts.id}::text` })
    .from(googleAccounts)
    .where(eq(googleAccounts.userId, userId));
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        ne(jobs.id, purgeJobId),
        // Reminders of the cancelled bookings are cancelled; anything due far ahead is not owed now.
        lt(jobs.runAt, sql`now() + interval '1 hour'`),
        or(
          inArray(
            jobs.bookingId,
            db.select({ id: bookings.id }).from(bookings).where(eq(bookings.hostId, userId)),
          ),
          inArray(sql`${jobs.payload}->>'bookingId'`, ownBookings),
          inArray(sql`${jobs.payload}->>'googleAccountId'`, ownAccounts),
        ),
      ),
    )
    .limit(1);
  if (job) return true;
  const [delivery] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['pending', 'retrying']),
        sql`strpos(${webhookDeliveries.body}, ${userId}) > 0`,
      ),
    )
    .limit(1);
  return Boolean(delivery);
}

export async function listGoogleTokens(db: DbExecutor, userId: string) {
  return db
    .select({ access: googleAccounts.accessTokenSealed, refresh: googleAccounts.refreshTokenSealed })
    .from(googleAccounts)
    .where(eq(googleAccounts.userId, userId));
}

/**
 * A team type the account created in a team that stays: it passes to the team's first owner, else
 * admin (its bookings stay with their hosts). A slug the new manager already uses gets a suffix.
 */
export async function handOnTeamEventTypes(db: DbExecutor, userId: string): Promise<void> {
  const kept = await db
    .select({ id: eventTypes.id, slug: eventTypes.slug, teamId: eventTypes.teamId })
    .from(eventTypes)
    .where(and(eq(eventTypes.userId, userId), sql`${eventTypes.teamId} IS NOT NULL`));
  for (const type of kept) {
    if (!type.teamId) continue;
    const [manager] = await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.teamId, type.teamId),
          eq(teamMembers.status, 'active'),
          inArray(teamMembers.role, ['owner', 'admin']),
          ne(teamMembers.userId, userId),
        ),
      )
      .orderBy(sql`CASE ${teamMembers.role} WHEN 'owner' THEN 0 ELSE 1 END`, asc(teamMembers.createdAt))
      .limit(1);
    if (!manager?.userId) continue;
    let slug = type.slug;
    for (let n = 2; ; n += 1) {
      const [clash] = await db
        .select({ id: eventTypes.id })
        .from(eventTypes)
        .where(and(eq(eventTypes.userId, manager.userId), eq(eventTypes.slug, slug)))
        .limit(1);
      if (!clash) break;
      slug = `${type.slug.slice(0, 75)}-${n}`;
    }
    await db
      .update(eventTypes)
      .set({ userId: manager.userId, slug, updatedAt: sql`now()` })
      .where(eq(eventTypes.id, type.id));
  }
}

/**
 * Removes every row that names the account beyond those its foreign keys cascade: finished jobs
 * and webhook deliveries that mention it, limiter counters keyed by it, idempotent answers of its
 * event types, invitations to its address; then the account row itself (its schedules, event
 * types, bookings, Google accounts, exports, memberships... cascade).
 */
export async function purgeAccountRows(
  db: DbExecutor,
  account: { id: string; names: string[]; purgeJobId: string },
): Promise<void> {
  const { id } = account;
  const emails = account.names.filter((name) => name.includes('@')).map((name) => name.toLowerCase());
  const usernames = account.names.filter((name) => !name.includes('@')).map((name) => name.toLowerCase());
  // An address as a whole word of the text, never inside a longer one (ann@x.io in joann@x.io).
  const regex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mentions = (text: SQL) =>
    or(
      sql`strpos(${text}, ${id}) > 0`,
      ...emails.map((email) => sql`lower(${text}) ~ ${`(^|[^a-z0-9._%+-])${regex(email)}($|[^a-z0-9.-])`}`),
    );
  const like = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
  const ownTypes = db
    .select({ id: sql`${eventTypes.id}::text` })
    .from(eventTypes)
    .where(eq(eventTypes.userId, id));
  await db.delete(idempotencyKeys).where(
    or(
      inArray(sql`split_part(${idempotencyKeys.scope}, ':', 2)`, ownTypes),
      // A reschedule's keys are its booking's (public-reschedule:<booking id>).
      inArray(
        sql`split_part(${idempotencyKeys.scope}, ':', 2)`,
        db
          .select({ id: sql`${bookings.id}::text` })
          .from(bookings)
          .where(eq(bookings.hostId, id)),
      ),
      sql`strpos(coalesce(${idempotencyKeys.responseBody}, ''), ${id}) > 0`,
    ),
  );
  await db.delete(jobs).where(and(ne(jobs.id, account.purgeJobId), mentions(sql`${jobs.payload}::text`)));
  await db.delete(webhookDeliveries).where(mentions(sql`${webhookDeliveries.body}`));
  // Limiter keys name an account by id, or an identifier as one `:`-separated part of the key.
  await db
    .delete(rateLimits)
    .where(
      or(
        sql`strpos(${rateLimits.key}, ${id}) > 0`,
        ...[...emails, ...usernames].flatMap((name) => [
          sql`lower(${rateLimits.key}) LIKE ${`%:${like(name)}`}`,
          sql`lower(${rateLimits.key}) LIKE ${`%:${like(name)}:%`}`,
        ]),
      ),
    );
  if (emails.length > 0) await db.delete(teamMembers).where(inArray(teamMembers.email, emails));
  // Pictures of the database store are named `<user id>-<random>.<ext>`.
  await db.delete(avatars).where(sql`${avatars.name} LIKE ${`${id}-%`}`);
  await db.delete(users).where(eq(users.id, id));
}

/** The purge job forgets whom it was for once done: its row then names nobody. */
export async function forgetJobPayload(db: DbExecutor, jobId: string): Promise<void> {
  await db.update(jobs).set({ payload: {} }).where(eq(jobs.id, jobId));
}
