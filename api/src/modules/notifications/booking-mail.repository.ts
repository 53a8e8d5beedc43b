import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookings } from '../../db/schema/bookings.schema';
import { jobs } from '../../db/schema/jobs.schema';

/** What decides whether a booking's mails carry its Meet link; locks the row until the transaction ends. */
export async function lockMeetState(
  tx: DbExecutor,
  bookingId: string,
): Promise<{
  meetLinkMailed: boolean | null;
  googleMeetLink: string | null;
  sequence: number;
  status: string;
} | null> {
  const [row] = await tx
    .select({
      meetLinkMailed: bookings.meetLinkMailed,
      googleMeetLink: bookings.googleMeetLink,
      sequence: bookings.sequence,
      status: bookings.status,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row ?? null;
}

/** Records whether the confirmation mails carried the link; `raiseSequence` for the update mail's invite. */
export async function setMeetLinkMailed(
  tx: DbExecutor,
  bookingId: string,
  mailed: boolean,
  raiseSequence = false,
): Promise<void> {
  await tx
    .update(bookings)
    .set({
      meetLinkMailed: mailed,
      ...(raiseSequence ? { sequence: sql`${bookings.sequence} + 1` } : {}),
    })
    .where(eq(bookings.id, bookingId));
}

/** The booking's waiting confirmation mails leave now (the Meet link is known). */
export async function makeBookingMailsDue(tx: DbExecutor, kind: string, bookingId: string): Promise<number> {
  const rows = await tx
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'bookingId' = ${bookingId}`,
        sql`${jobs.runAt} > now()`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
