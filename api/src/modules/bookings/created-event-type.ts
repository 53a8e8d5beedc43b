import type { DbExecutor } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import type { BookableEventType } from '../scheduling/scheduling.repository';
import { findTeamSlug } from './bookings.repository';

/**
 * The event type as a new booking's mails, invite and webhooks see it: built once here for a
 * single booking and for a series, so both state the same details (the change policy included).
 */
export async function createdEventTypeOf(
  tx: DbExecutor,
  eventType: BookableEventType,
  team: boolean,
  meetAccount: boolean,
): Promise<BookingDetails['eventType']> {
  return {
    id: eventType.id,
    title: eventType.title,
    slug: eventType.slug,
    duration: eventType.duration,
    location: eventType.location,
    kind: eventType.kind,
    reminders: eventType.reminders,
    locationAddress: eventType.locationAddress,
    locationPhone: eventType.locationPhone,
    locationPhoneFrom: eventType.locationPhoneFrom,
    locationUrl: eventType.locationUrl,
    meetAccount,
    minimumNoticeMinutes: eventType.minimumNoticeMinutes,
    attendeeChanges: eventType.attendeeChanges,
    changeCutoffHours: eventType.changeCutoffHours,
    cancelReasonRequired: eventType.cancelReasonRequired,
    teamSlug: team ? await findTeamSlug(tx, eventType.teamId) : null,
  };
}
