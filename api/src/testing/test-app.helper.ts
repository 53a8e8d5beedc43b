import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { jobs } from '../db/schema/jobs.schema';
import { markEmailVerified } from '../modules/users/users.repository';
import { pgliteTemplate, postgresTemplate } from './migrated-template.helper';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

type Overrides = Partial<Omit<AppConfig, 'google' | 'loginRateLimit'>> & {
  /** Read public pages from TEST_STANDBY_URL's standby of the test database (DATABASE_READ_URL). */
  withStandby?: boolean;
  google?: Partial<AppConfig['google']>;
  loginRateLimit?: Partial<AppConfig['loginRateLimit']>;
};

/**
 * A fresh API for one test file: PGlite in memory, or, when TEST_DATABASE_URL is set, a new
 * uniquely named PostgreSQL database dropped again on close (so parallel runs never collide).
 */
export async function createTestApp(overrides: Overrides = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-api-test-'));
  const database = await createTestDatabase({ migrated: true });
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    dataDir,
    databaseUrl: database?.url ?? null,
    pgliteDir: null,
    outboxDir: path.join(dataDir, 'outbox'),
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    refreshReuseGraceSeconds: 0,
    passwordResetTtlSeconds: 3600,
    smtpUrl: null,
    mailFrom: 'Slotwise <no-reply@localhost>',
    authRateLimit: { max: 10_000, windowSeconds: 900 },
    publicBookingRateLimit: { maxPerIp: 10_000, maxPerEventType: 10_000, windowSeconds: 3600 },
    trustProxy: false,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
    // PGlite in memory starts from the runner's migrated dump, when there is one.
    pgliteLoadDataDir: !database && !overrides.pgliteDir ? pgliteTemplate() : null,
    databaseReadUrls:
      overrides.withStandby && database && process.env.TEST_STANDBY_URL
        ? [standbyUrlOf(database.url, process.env.TEST_STANDBY_URL)]
        : overrides.databaseReadUrls,
    google: {
      clientId: null,
      clientSecret: null,
      issuer: 'https://accounts.google.com',
      ...overrides.google,
    },
    loginRateLimit: { maxPerIdentifier: 5, maxPerIp: 20, windowSeconds: 900, ...overrides.loginRateLimit },
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    app,
    config,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The standby's URL of a database of the primary: the standby's server, the database's name. */
export function standbyUrlOf(databaseUrl: string, standbyUrl: string): string {
  const url = new URL(standbyUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

/**
 * A fresh database on TEST_DATABASE_URL's server (null without it), dropped by `drop()`. Empty,
 * or with `migrated` a copy of the runner's migrated template when there is one.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
} | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `slotwise_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? postgresTemplate() : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // pg's pool.end() resolves before its sockets are closed; wait for them rather than
        // terminating them (FORCE), which would raise errors in the closing clients.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await client.query(`DROP DATABASE IF EXISTS "${name}"`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

// ---- helpers shared by the tests ------------------------------------------------------------

let counter = 0;
/** A valid registration payload with a unique username and email. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${process.pid}x${counter}`;
  return {
    name: 'Ada',
    surname: 'Lovelace',
    username: `ada_${id}`,
    email: `ada.${id}@example.com`,
    password: 'Correct-Horse-9',
    password_confirmation: 'Correct-Horse-9',
    avatar: null,
    time_zone: 'Europe/Paris',
    ...overrides,
  };
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const cookies = response.cookies as { name: string; value: string }[];
  return cookies.find((c) => c.name === name)?.value;
}

export function setCookie(response: LightMyRequestResponse, name: string) {
  const cookies = response.cookies as {
    name: string;
    value: string;
    path?: string;
    httpOnly?: boolean;
    sameSite?: string;
    maxAge?: number;
    secure?: boolean;
  }[];
  return cookies.find((c) => c.name === name);
}

/**
 * Registers an account and returns its tokens and cookies. The address counts as verified, as if
 * its confirmation link had been opened, unless `{ verified: false }` is passed: most tests are
 * about what a real host does, and a real host has confirmed the address.
 */
export async function registerAccount(
  app: FastifyInstance,
  { verified = true, ...overrides }: Record<string, unknown> & { verified?: boolean } = {},
) {
  const payload = newAccount(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as {
    access_token: string;
    user: { id: string; username: string; email: string; email_verified: boolean };
  };
  if (verified) {
    await markEmailVerified(app.db, body.user.id);
    body.user.email_verified = true;
    // Its confirmation mail counts as read: unless a runner already took it, it is not sent (and a
    // send in progress ends first), so tests counting or timing mails and jobs see only theirs.
    await app.db
      .update(jobs)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(jobs.status, 'pending'),
          sql`${jobs.payload}->>'template' = 'email-verification'`,
          sql`${jobs.payload}->>'userId' = ${body.user.id}`,
        ),
      );
    await app.jobs.idle();
  }
  return {
    payload,
    user: body.user,
    accessToken: body.access_token,
    refreshToken: cookieValue(response, 'refresh_token') as string,
    xsrf: cookieValue(response, 'XSRF-TOKEN') as string,
  };
}
