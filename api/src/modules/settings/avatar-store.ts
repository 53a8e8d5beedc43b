import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { AppConfig, AvatarS3Config } from '../../config';

/**
 * Where avatar pictures live. The API always serves them itself at /api/avatars/{name}, so the
 * stored URL, the cache headers and the CSP stay the same whichever store holds the bytes.
 */
export interface AvatarStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such picture. */
  get(name: string): Promise<Buffer | null>;
  /** Removing a missing picture is not an error. */
  delete(name: string): Promise<void>;
}

/** The default: files under DATA_DIR/avatars, readable by the API's user only. */
export class DiskAvatarStore implements AvatarStore {
  constructor(private readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), bytes, { mode: 0o600 });
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(path.join(this.dir, name), { force: true });
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

  async get(name: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
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

/** The S3 store when AVATAR_S3_BUCKET is set, else the data folder. */
export function createAvatarStore(config: AppConfig): AvatarStore & { close?(): void } {
  return config.avatarS3
    ? new S3AvatarStore(config.avatarS3)
    : new DiskAvatarStore(path.join(config.dataDir, 'avatars'));
}
