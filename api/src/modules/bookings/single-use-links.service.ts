import { createHash, randomBytes } from 'node:crypto';
import type { FreeTimes, FreeTimesQuery } from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import {
  type CreatedSingleUseLink,
  type CreateSingleUseLinkPayload,
  privateSharingMessages,
  type SingleUseLink,
  singleUseLinkPath,
  singleUseLinkSecretPattern,
} from '@slotwise/shared/contract/private-sharing.contract';
import type { Db, DbExecutor } from '../../db/database';
import type { SingleUseLinkRow } from '../../db/schema/single-use-links.schema';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import { checkRange } from '../scheduling/public-free-times.service';
import { findEventTypeById } from '../scheduling/scheduling.repository';
import type { SchedulingService } from '../scheduling/scheduling.service';
import {
  consumeSingleUseLink,
  countUnusedSingleUseLinks,
  findManagedEventType,
  findSingleUseLinkByHash,
  insertSingleUseLink,
  listSingleUseLinks,
  revokeSingleUseLink,
} from './single-use-links.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A type keeps at most this many unused links, and lists its newest this many. */
export const maxUnusedSingleUseLinks = 100;
const listedLinks = 200;

/** Only the hash is stored: a copy of the table opens no booking page. */
export const hashLinkSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

const eventTypeNotFound = () => new HttpError(404, { message: eventTypeMessages.notFound });
const linkNotFound = () => new HttpError(404, { message: privateSharingMessages.linkNotFound });

export function linkStatus(row: SingleUseLinkRow, now: Date): SingleUseLink['status'] {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function toLink(row: SingleUseLinkRow, now: Date): SingleUseLink {
  return {
    id: row.id,
    label: row.label,
    status: linkStatus(row, now),
    expires_at: row.expiresAt?.toISOString() ?? null,
    used_at: row.usedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The refusal of a link that can no longer book: 410, with what happened to it. */
function goneError(status: SingleUseLink['status']): HttpError {
  // Only a message: the pages show `error` before `message` (shared api-error.ts).
  return new HttpError(410, {
    message: status === 'used' ? privateSharingMessages.linkUsed : privateSharingMessages.linkExpired,
  });
}

/** Single-use links (docs/product.md#private-sharing): the host's list, and the attendee's use. */
export class SingleUseLinksService {
  constructor(private readonly deps: { db: Db; publicUrl: string; scheduling: SchedulingService }) {}

  private async managed(userId: string, eventTypeId: string) {
    const found = UUID.test(eventTypeId)
      ? await findManagedEventType(this.deps.db, userId, eventTypeId)
      : null;
    if (!found) throw eventTypeNotFound();
    return found;
  }

  async list(userId: string, eventTypeId: string, now = new Date()): Promise<SingleUseLink[]> {
    await this.managed(userId, eventTypeId);
    return (await listSingleUseLinks(this.deps.db, eventTypeId, listedLinks)).map((row) => toLink(row, now));
  }

  /** A new link; its URL (with the secret) is in this answer only. */
  async create(
    userId: string,
    eventTypeId: string,
    body: { label: string | null; expires_at?: CreateSingleUseLinkPayload['expires_at'] },
    now = new Date(),
  ): Promise<CreatedSingleUseLink> {
    await this.managed(userId, eventTypeId);
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw validationFailed({ expires_at: [privateSharingMessages.expiresInPast] });
    }
    if ((await countUnusedSingleUseLinks(this.deps.db, eventTypeId)) >= maxUnusedSingleUseLinks) {
      throw validationFailed({}, `At most ${maxUnusedSingleUseLinks} unused links per event type`);
    }
    // 256 random bits: unguessable, and the hash needs no salt.
    const secret = randomBytes(32).toString('base64url');
    const row = await insertSingleUseLink(this.deps.db, {
      eventTypeId,
      secretHash: hashLinkSecret(secret),
      label: body.label,
      expiresAt,
    });
    const url = `${this.deps.publicUrl.replace(/\/+$/, '')}${singleUseLinkPath(secret)}`;
    return { ...toLink(row, now), url };
  }

  async revoke(userId: string, eventTypeId: string, id: string, now = new Date()): Promise<SingleUseLink> {
    await this.managed(userId, eventTypeId);
    const row = UUID.test(id) ? await revokeSingleUseLink(this.deps.db, eventTypeId, id, now) : null;
    if (!row) throw linkNotFound();
    return toLink(row, now);
  }

  /**
   * The event type a link opens, while it can still book: 404 for an unknown secret (a guess
   * learns nothing), 410 with the reason for a used, expired or revoked one.
   */
  async open(secret: string, now = new Date()) {
    const found = singleUseLinkSecretPattern.test(secret)
      ? await findSingleUseLinkByHash(this.deps.db, hashLinkSecret(secret))
      : null;
    if (!found?.eventType.isPublic) throw linkNotFound();
    const status = linkStatus(found.link, now);
    if (status !== 'active') throw goneError(status);
    return { eventTypeId: found.eventType.id, username: found.username, slug: found.eventType.slug };
  }

  /** The free times of the type a usable link opens (never cached: the link may be used meanwhile). */
  async freeTimes(secret: string, query: FreeTimesQuery, now = new Date()): Promise<FreeTimes> {
    checkRange(query);
    const { eventTypeId } = await this.open(secret, now);
    const eventType = await findEventTypeById(this.deps.db, eventTypeId);
    if (!eventType?.isPublic) throw linkNotFound();
    return this.deps.scheduling.freeTimes(
      eventType,
      { startDate: query.start, endDate: query.end, timeZone: query.time_zone },
      now,
    );
  }

  /**
   * Inside the booking's transaction, after the booking's row: the link becomes used by it, or
   * the booking is refused (and rolled back) with the link's reason.
   */
  static async consume(
    tx: DbExecutor,
    secret: string,
    eventTypeId: string,
    bookingId: string,
    now: Date,
  ): Promise<void> {
    const secretHash = hashLinkSecret(secret);
    if (await consumeSingleUseLink(tx, { secretHash, eventTypeId, bookingId, now })) return;
    const found = await findSingleUseLinkByHash(tx, secretHash);
    if (!found || found.eventType.id !== eventTypeId) throw linkNotFound();
    throw goneError(linkStatus(found.link, now) === 'active' ? 'used' : linkStatus(found.link, now));
  }
}
