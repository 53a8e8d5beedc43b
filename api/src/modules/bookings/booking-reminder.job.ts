import type { Reminder } from '@slotwise/shared/contract/event-types.contract';
import { reminderMinutes } from '@slotwise/shared/contract/event-types.contract';
import type { DbExecutor } from '../../db/database';
import type { BookingRow } from '../../db/schema/bookings.schema';
import type { JobHandler } from '../jobs/job-runner';
import type { NewJobRow } from '../jobs/jobs.repository';
import type { BookingNotifications } from '../notifications/booking-notifications.service';
import { findBookingDetails } from './bookings.repository';

export const BOOKING_REMINDER_JOB = 'booking-reminder';

interface ReminderPayload {
  time: Reminder['time'];
  method: Reminder['method'];
}

/** One job per reminder whose time is still ahead (run_at = start - reminder). */
export function reminderJobs(booking: BookingRow, reminders: Reminder[], now: Date): NewJobRow[] {
  return reminders.flatMap((reminder) => {
    const runAt = new Date(booking.startTime.getTime() - reminderMinutes[reminder.time] * 60_000);
    if (runAt.getTime() <= now.getTime()) return [];
    const payload: ReminderPayload = { time: reminder.time, method: reminder.method };
    return [{ kind: BOOKING_REMINDER_JOB, payload: { ...payload }, runAt, bookingId: booking.id }];
  });
}

/** Sends a reminder if its booking is still live and ahead; otherwise there is nothing to do. */
export function bookingReminderHandler(db: DbExecutor, notifications: BookingNotifications): JobHandler {
  return async (job) => {
    if (!job.bookingId) return;
    const details = await findBookingDetails(db, job.bookingId);
    if (!details || details.booking.status === 'cancelled') return;
    if (details.booking.startTime.getTime() <= Date.now()) return;
    const payload = job.payload as unknown as ReminderPayload;
    await notifications.reminder(
      details,
      { time: payload.time, method: payload.method },
      { id: job.id, createdAt: job.createdAt },
    );
  };
}
