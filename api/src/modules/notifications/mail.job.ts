import type { DbExecutor } from '../../db/database';
import { afterCommit } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { fromJobSnapshot, type JobSnapshot, toJobSnapshot } from '../../lib/job-snapshot.util';
import { SealedBox } from '../../lib/sealed-box.util';
import type { Mailer, MailMessage } from '../../plugins/mail.plugin';
import type { JobHandler } from '../jobs/job-runner';
import { nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import {
  type DeferredBookingMail,
  type DeferredMailRenderer,
  renderDeferredMail,
  type SnapshotMail,
} from './deferred-booking-mail';

export const MAIL_JOB = 'mail';

/**
 * A mail job holds the rendered message as it was when the change committed (what the mail is
 * about: a cancelled booking's creation mail still says "created", a deleted booking's
 * cancellation still renders, a move keeps the previous time). Secret-bearing messages (the
 * password-reset link) are sealed with ENCRYPTION_KEY, so the table never shows them.
 */
interface MailPayload {
  message?: MailMessage;
  sealed?: string;
  /** What the mail is about, for operators and tests (no foreign key: deleting a booking keeps its mails). */
  bookingId?: string;
  /** The account a mail about an account is for (its address confirmation), for operators and tests. */
  userId?: string;
  /** Short name of the mail ("booking-created:attendee", "password-reset"...), for logs. */
  template?: string;
  /** A booking mail rendered when the job runs (deferred-booking-mail.ts), instead of `message`. */
  render?: DeferredBookingMail;
  /** A change's mail rendered when the job runs from the booking kept here as committed. */
  snapshot?: JobSnapshot;
}

export interface EnqueueMailOptions {
  bookingId?: string;
  userId?: string;
  template?: string;
  /** Seal the message (it holds a secret such as a sign-in or reset link). */
  seal?: MailSeal;
}

export type MailSeal = SealedBox;

/** The box sealed mails are written with; the runner's handler needs the same ENCRYPTION_KEY. */
export function mailSeal(encryptionKey: string): MailSeal {
  return new SealedBox(encryptionKey, 'mail-job');
}

/**
 * Queues one e-mail as a durable job. Call it inside the transaction of the change the mail is
 * about (`inTransaction(db, async (tx) => { ...change...; await enqueueMail(tx, message) })`):
 * the mail exists exactly when the change commits, is sent at least once (retried with
 * backoff) and, thanks to its stable Message-ID and outbox file, recognisably at most once.
 * After the commit the local runner is woken, so the mail leaves within milliseconds.
 */
export async function enqueueMail(
  tx: DbExecutor,
  message: MailMessage,
  options: EnqueueMailOptions = {},
): Promise<void> {
  const payload: MailPayload = {
    ...(options.seal ? { sealed: options.seal.seal(message) } : { message }),
    ...(options.bookingId ? { bookingId: options.bookingId } : {}),
    ...(options.userId ? { userId: options.userId } : {}),
    ...(options.template ? { template: options.template } : {}),
  };
  await insertJobs(tx, [{ kind: MAIL_JOB, payload: { ...payload }, runAt: new Date() }]);
  afterCommit(tx, () => nudgeJobRunners(tx, [MAIL_JOB]));
}

/** Queues the deferred mails of one booking, one job row each, in one statement. */
export async function enqueueDeferredBookingMails(
  tx: DbExecutor,
  bookingId: string,
  mails: { template: string; render: DeferredBookingMail }[],
): Promise<void> {
  if (mails.length === 0) return;
  await insertJobs(
    tx,
    mails.map(({ template, render }) => ({
      kind: MAIL_JOB,
      payload: { bookingId, template, render: { ...render } },
      runAt: new Date(),
    })),
  );
  afterCommit(tx, () => nudgeJobRunners(tx, [MAIL_JOB]));
}

/**
 * Queues a change's mails unrendered, each with the booking as the change committed it
 * (SnapshotMail), in one statement: the change's transaction writes rows only, and a crash
 * after its commit still sends them.
 */
export async function enqueueSnapshotMails(
  tx: DbExecutor,
  mails: { template: string; details: BookingDetails; mail: SnapshotMail }[],
): Promise<void> {
  if (mails.length === 0) return;
  await insertJobs(
    tx,
    mails.map(({ template, details, mail }) => ({
      kind: MAIL_JOB,
      payload: { bookingId: details.booking.id, template, snapshot: toJobSnapshot({ details, mail }) },
      runAt: new Date(),
    })),
  );
  afterCommit(tx, () => nudgeJobRunners(tx, [MAIL_JOB]));
}

/**
 * Sends a mail job's message; its job id makes the Message-ID and the outbox file name. A deferred
 * booking mail is rendered first (`deferred`: the database and the renderer).
 */
export function mailJobHandler(
  mailer: Mailer,
  seal: MailSeal,
  deferred?: { db: DbExecutor; renderer: DeferredMailRenderer },
): JobHandler {
  return async (job) => {
    const payload = job.payload as MailPayload;
    if (payload.render && payload.bookingId && deferred) {
      const rendered = await renderDeferredMail(
        deferred.db,
        deferred.renderer,
        payload.bookingId,
        payload.render,
      );
      if (rendered) await mailer.send(rendered, { id: job.id, createdAt: job.createdAt });
      return;
    }
    if (payload.snapshot) {
      if (!deferred) throw new Error('snapshot mail job needs a renderer');
      const { details, mail } = fromJobSnapshot<{ details: BookingDetails; mail: SnapshotMail }>(
        payload.snapshot,
      );
      await mailer.send(deferred.renderer.renderSnapshot(details, mail), {
        id: job.id,
        createdAt: job.createdAt,
      });
      return;
    }
    const message = payload.sealed ? seal.open<MailMessage>(payload.sealed) : payload.message;
    if (!message) throw new Error('mail job payload cannot be read (ENCRYPTION_KEY changed?)');
    await mailer.send(message, { id: job.id, createdAt: job.createdAt });
  };
}
