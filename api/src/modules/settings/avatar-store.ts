import { createHash } from 'node:crypto';
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, AvatarS3Config } from '../../config';
import type { Db } from '../../db/database';
import { avatars } from '../../db/schema/avatars.schema';

/**
 * Where avatar pictures live. The API always serves them itself at /api/avatars/{name}, so the
 * stored URL, the cache headers and the CSP stay the same whichever store holds the bytes.
 */
export interface AvatarStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The picture (with its type and ETag when the store keeps them), or null when there is none. */
  get(name: string): Promise<StoredAvatar | null>;
  /** Removing a missing picture is not an error. */
  delete(name: string): Promise<void>;
}

export interface StoredAvatar {
  bytes: Buffer;
  contentType?: string;
  etag?: string;
}

/** A strong ETag of the bytes: the same picture gets the same tag on every replica. */
export function avatarEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * The default: rows of the `avatars` table, so every replica on the database serves every
 * picture (a data folder is one machine's). Pictures are small (under 10 MB, usually far less).
 */
export class DbAvatarStore implements AvatarStore {
  constructor(private readonly db: Db) {}

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    const etag = avatarEtag(bytes);
    await this.db
      .insert(avatars)
      .values({ name, bytes, contentType, etag })
      .onConflictDoUpdate({ target: avatars.name, set: { bytes, contentType, etag } });
  }

  async get(name: string): Promise<StoredAvatar | null> {
    const [row] = await this.db
      .select({ bytes: avatars.bytes, contentType: avatars.contentType, etag: avatars.etag })
      .from(avatars)
      .where(eq(avatars.name, name));
    return row ?? null;
  }

  async delete(name: string): Promise<void> {
    await this.db.delete(avatars).where(eq(avatars.name, name));
  }

  /**
   * Moves pictures of the former default store (files in `dir`, i.e. DATA_DIR/avatars) into
   * the table once, at start: each file matching `pattern` is copied (a row already there
   * wins), then the folder is renamed to `<dir>.imported` and kept as a backup. Idempotent, and
   * safe when several replicas share the folder.
   */
  async importFolder(dir: string, pattern: RegExp, log: FastifyBaseLogger): Promise<number> {
    let files: string[];
    try {
      files = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let imported = 0;
    for (const name of files.filter((file) => pattern.test(file))) {
      const bytes = await readFile(path.join(dir, name));
      const contentType = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
      const rows = await this.db
        .insert(avatars)
        .values({ name, bytes, contentType, etag: avatarEtag(bytes) })
        .onConflictDoNothing()
        .returning({ name: avatars.name });
      imported += rows.length;
    }
    await rename(dir, `${dir}.imported`).catch((error: NodeJS.ErrnoException) => {
      // Another replica sharing the folder renamed it first; or an earlier backup is in the way.
      if (error.code !== 'ENOENT') log.warn({ err: error, dir }, 'avatar folder imported but not renamed');
    });
    log.info({ dir, imported }, 'avatar files imported into the database');
    return imported;
  }
}

/** Any S3-compatible object store, chosen by AVATAR_S3_BUCKET (see api/CONFIG.md). */
export class S3AvatarStore implements AvatarStore {
  private readonly client: S3Client;

  constructor(private readonly config: AvatarS3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials ?? undefined,
      // Many S3-compatible servers do not implement the SDK's default CRC32 checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(name: string): string {
    return `${this.config.prefix}${name}`;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(name),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(name: string): Promise<StoredAvatar | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }),
      );
      if (!answer.Body) return null;
      return { bytes: Buffer.from(await answer.Body.transformToByteArray()) };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The S3 store when AVATAR_S3_BUCKET is set, else the database. */
export function createAvatarStore(config: AppConfig, db: Db): AvatarStore & { close?(): void } {
  return config.avatarS3 ? new S3AvatarStore(config.avatarS3) : new DbAvatarStore(db);
}
