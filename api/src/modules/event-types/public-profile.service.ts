import type { EventTypeKind } from '@slotwise/shared/contract/event-types.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import { inactiveEventType, type PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import {
  findPublicHost,
  isInactiveEventTypeLink,
  listPublicEventTypeRows,
} from './public-profile.repository';

/** The profile page message: the not-found page's own words are the front end's. */
const userNotFound = 'User not found';

/** The host's public page `/{username}` (docs/product.md#public-profile-page). */
export class PublicProfileService {
  constructor(private readonly db: Db) {}

  async profile(username: string): Promise<PublicProfile> {
    const host = await findPublicHost(this.db, username);
    if (!host) throw new HttpError(404, { message: userNotFound });
    const rows = await listPublicEventTypeRows(this.db, host.id);
    return {
      host: { name: host.name, surname: host.surname, username: host.username, avatar: host.avatar },
      event_types: rows.map((row) => ({
        title: row.title,
        slug: row.slug,
        description: row.description,
        duration: row.duration,
        location: row.location as EventLocation,
        event_type: row.kind as EventTypeKind,
      })),
    };
  }

  /**
   * The 404 of a booking link: an inactive event type says so (the host's page is public anyway),
   * anything else is the plain not-found error it was.
   */
  async notFoundError(username: string, slug: string, notFound: HttpError): Promise<HttpError> {
    if (await isInactiveEventTypeLink(this.db, username, slug.toLowerCase())) {
      return new HttpError(404, { ...inactiveEventType });
    }
    return notFound;
  }
}
