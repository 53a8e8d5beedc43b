import { randomBytes } from 'node:crypto';
import { usernameMessages } from '@slotwise/shared/contract/auth.contract';
import type { HostMeetingLimits } from '@slotwise/shared/contract/booking-limits.contract';
import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';
import { localeOfLanguage } from '@slotwise/shared/contract/locale-tags.contract';
import {
  avatarMessages,
  type Settings,
  type SettingsUpdatePayload,
  type TimeZoneOption,
} from '@slotwise/shared/contract/settings.contract';
import { type Db, inTransaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors.util';
import type { UserRow } from '../../db/schema/users.schema';
import { HttpError, unauthenticated, validationFailed } from '../../lib/http-errors.util';
import { findUserById } from '../users/users.repository';
import { avatarFormats, cleanAvatar, MalformedImageError } from './avatar-image';
import { type AvatarStore, avatarEtag } from './avatar-store';
import {
  findMeetingLimits,
  isUsernameTakenByOther,
  replaceAvatar,
  updateMeetingLimits,
  updateProfile,
} from './settings.repository';

/** Where avatars are served from; the stored `avatar` of an uploaded picture starts with it. */
export const AVATAR_URL_PREFIX = '/api/avatars/';
/** `<user uuid>-<32 hex>.<ext>`: nothing else is ever read from or deleted in the folder. */
export const AVATAR_FILE_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{32}\.(jpg|png)$/;

export function toSettings(row: UserRow): Settings {
  return {
    name: row.name,
    surname: row.surname,
    username: row.username,
    email: row.email,
    time_zone: row.timeZone,
    language: row.language as LanguageCode,
    avatar: row.avatar,
  };
}

/** "Europe/Berlin (GMT+01:00)" labels for every IANA zone the runtime knows, offsets as of `now`. */
export function listTimeZones(now = new Date()): TimeZoneOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  if (!zones.includes('UTC')) zones.push('UTC');
  return zones.map((code) => {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: code, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName');
    const offset = !part || part.value === 'GMT' ? 'GMT+00:00' : part.value;
    return { name: `${code} (${offset})`, code };
  });
}

export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly avatars: AvatarStore,
  ) {}

  private async user(userId: string): Promise<UserRow> {
    const row = await findUserById(this.db, userId);
    if (!row) throw unauthenticated();
    return row;
  }

  async get(userId: string): Promise<Settings> {
    return toSettings(await this.user(userId));
  }

  async update(userId: string, input: SettingsUpdatePayload & { surname: string | null }): Promise<Settings> {
    if (await isUsernameTakenByOther(this.db, input.username, userId)) {
      throw validationFailed({ username: [usernameMessages.taken] });
    }
    try {
      const row = await updateProfile(this.db, userId, {
        name: input.name,
        surname: input.surname,
        username: input.username,
        timeZone: input.time_zone,
        language: input.language ?? 'en',
        ...(input.locale === undefined ? {} : { locale: localeOfLanguage(input.locale, input.language) }),
      });
      if (!row) throw unauthenticated();
      return toSettings(row);
    } catch (error) {
      // A concurrent rename that wins the race on the unique index reads like the pre-check.
      if (isUniqueViolation(error, 'users_username_lower_key')) {
        throw validationFailed({ username: [usernameMessages.taken] });
      }
      throw error;
    }
  }

  /** The host's limits across all their event types (docs/product.md#booking-limits-and-start-times). */
  async meetingLimits(userId: string): Promise<HostMeetingLimits> {
    const row = await findMeetingLimits(this.db, userId);
    if (!row) throw unauthenticated();
    return { max_per_day: row.maxPerDay, max_per_week: row.maxPerWeek };
  }

  async updateMeetingLimits(userId: string, input: HostMeetingLimits): Promise<HostMeetingLimits> {
    const row = await updateMeetingLimits(this.db, userId, {
      maxPerDay: input.max_per_day,
      maxPerWeek: input.max_per_week,
    });
    if (!row) throw unauthenticated();
    return { max_per_day: row.maxPerDay, max_per_week: row.maxPerWeek };
  }

  /** Stores the cleaned picture under a new random name (so caches never serve an old one). */
  async uploadAvatar(userId: string, upload: Buffer): Promise<string> {
    let cleaned: ReturnType<typeof cleanAvatar>;
    try {
      cleaned = cleanAvatar(upload);
    } catch (error) {
      if (error instanceof MalformedImageError) cleaned = null;
      else throw error;
    }
    if (!cleaned) throw validationFailed({ avatar: [avatarMessages.type] }, avatarMessages.type);
    const format = avatarFormats[cleaned.kind];
    const file = `${userId}-${randomBytes(16).toString('hex')}.${format.extension}`;
    await this.avatars.put(file, cleaned.bytes, format.contentType);
    const url = `${AVATAR_URL_PREFIX}${file}`;
    const result = await inTransaction(this.db, (tx) => replaceAvatar(tx, userId, url));
    if (!result) {
      await this.removeFile(url, userId);
      throw unauthenticated();
    }
    await this.removeFile(result.previous, userId);
    return url;
  }

  async deleteAvatar(userId: string): Promise<void> {
    const result = await inTransaction(this.db, (tx) => replaceAvatar(tx, userId, null));
    if (!result) throw unauthenticated();
    await this.removeFile(result.previous, userId);
  }

  /** The bytes and type of a stored avatar, or null (404) for any other name. */
  async readAvatar(file: string): Promise<{ bytes: Buffer; contentType: string; etag: string } | null> {
    if (!AVATAR_FILE_PATTERN.test(file)) return null;
    const stored = await this.avatars.get(file);
    if (!stored) return null;
    // Stores without a type: the name's extension was chosen from the bytes at upload.
    const contentType =
      stored.contentType ??
      (file.endsWith('.png') ? avatarFormats.png.contentType : avatarFormats.jpeg.contentType);
    return { bytes: stored.bytes, contentType, etag: stored.etag ?? avatarEtag(stored.bytes) };
  }

  /** Deletes an uploaded picture of this user; external URLs (a Google picture) are left alone. */
  private async removeFile(avatar: string | null, userId: string): Promise<void> {
    if (!avatar?.startsWith(AVATAR_URL_PREFIX)) return;
    const file = avatar.slice(AVATAR_URL_PREFIX.length);
    if (!AVATAR_FILE_PATTERN.test(file) || !file.startsWith(`${userId}-`)) return;
    await this.avatars.delete(file);
  }
}

export const avatarTooLarge = () => new HttpError(413, { message: avatarMessages.size });
