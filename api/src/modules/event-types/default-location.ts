import { defaultLocation, type EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { DbExecutor } from '../../db/database';
import { listGoogleAccounts } from '../google-calendar/google-calendar.repository';

/**
 * The location of a new event type saved without one (docs/product.md#jitsi-meet): Google Meet
 * when the server has a Google client and the host a connected Google account, else Jitsi Meet.
 */
export async function defaultLocationOf(
  db: DbExecutor,
  userId: string,
  googleConfigured: boolean,
): Promise<EventLocation> {
  if (!googleConfigured) return defaultLocation(false);
  return defaultLocation((await listGoogleAccounts(db, userId)).length > 0);
}
