import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs.schema';
import type { TestApp } from './test-app.helper';

/** The job rows of one kind that name a booking in their payload (queued, running or done). */
export function jobsOfBooking(t: TestApp, kind: string, bookingId: string) {
  return t.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'bookingId' = ${bookingId}`));
}
