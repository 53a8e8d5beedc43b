import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { availabilities, availabilitySlots } from '../db/schema/availability.schema';
import { eventTypeQuestions, eventTypes } from '../db/schema/event-types.schema';
import { registerAccount } from './test-app.helper';

// Test fixtures for the booking tests: rows written directly, so these tests do not depend on
// the host-side routes of other modules.

type EventTypeValues = Partial<typeof eventTypes.$inferInsert>;

/** A host whose default schedule is every day 09:00-17:00 in `timeZone` (or the given slots). */
export async function seedHost(
  app: FastifyInstance,
  options: { timeZone?: string; slots?: { dayOfWeek: number; startTime: string; endTime: string }[] } = {},
) {
  const timeZone = options.timeZone ?? 'UTC';
  const account = await registerAccount(app, { time_zone: timeZone });
  const [schedule] = await app.db
    .select({ id: availabilities.id })
    .from(availabilities)
    .where(eq(availabilities.userId, account.user.id));
  await app.db.delete(availabilitySlots).where(eq(availabilitySlots.availabilityId, schedule.id));
  const slots =
    options.slots ??
    [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' }));
  await app.db
    .insert(availabilitySlots)
    .values(slots.map((slot) => ({ ...slot, availabilityId: schedule.id })));
  return { ...account, scheduleId: schedule.id };
}

let slugCounter = 0;

export async function seedEventType(
  app: FastifyInstance,
  hostId: string,
  values: EventTypeValues = {},
  questions: {
    questionText: string;
    required?: boolean;
    active?: boolean;
    answerType?: string;
    options?: string[];
  }[] = [],
) {
  slugCounter += 1;
  const [row] = await app.db
    .insert(eventTypes)
    .values({
      userId: hostId,
      title: 'Intro call',
      slug: `intro-${slugCounter}`,
      duration: 30,
      minimumNoticeMinutes: 0,
      bookingWindowDays: 60,
      ...values,
    })
    .returning();
  const questionRows =
    questions.length === 0
      ? []
      : await app.db
          .insert(eventTypeQuestions)
          .values(questions.map((q, index) => ({ eventTypeId: row.id, sortOrder: index, ...q })))
          .returning();
  return { eventType: row, questions: questionRows };
}

/** 'YYYY-MM-DD' of today + `days` in UTC. */
export function utcDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The UTC instant of a date and 'HH:mm', as the API writes it. */
export function utcInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00Z`).toISOString();
}

/** Splits a stored .eml into its MIME parts, each with its headers and decoded body. */
export function mimeParts(raw: string): { headers: string; body: string }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]);
  let chunks = [raw];
  for (const boundary of boundaries) {
    chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  }
  return chunks.map((chunk) => {
    const split = chunk.search(/\r?\n\r?\n/);
    const headers = split < 0 ? chunk : chunk.slice(0, split);
    let body = split < 0 ? '' : chunk.slice(split).trim();
    if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
      body = Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    } else if (/Content-Transfer-Encoding: base64/i.test(headers)) {
      body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    return { headers, body };
  });
}
