import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSupportedCountry } from 'libphonenumber-js';
import { jitsiBaseUrl } from './lib/jitsi-room.util';

/** The api/ folder and the repository root, wherever the process was started from. */
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiDir, '..');
export const migrationsDir = path.join(apiDir, 'drizzle');

export interface LoginRateLimitConfig {
  /** Failed attempts allowed per login identifier within the window. */
  maxPerIdentifier: number;
  /** Failed attempts allowed per client address within the window. */
  maxPerIp: number;
  windowSeconds: number;
}

export interface GoogleConfig {
  clientId: string | null;
  clientSecret: string | null;
  issuer: string;
  /** Google Calendar API v3 base URL (default https://www.googleapis.com/calendar/v3). */
  calendarApiUrl?: string;
  /** Token revocation endpoint; when null the issuer's discovery document gives it. */
  revokeUrl?: string | null;
}

/** Microsoft 365 / Outlook.com calendars (MICROSOFT_*, docs/calendars.md#microsoft-365-and-outlookcom). */
export interface MicrosoftConfig {
  clientId: string | null;
  clientSecret: string | null;
  /** MICROSOFT_TENANT: 'common' (work and personal accounts), 'organizations', 'consumers' or a tenant id. */
  tenant: string;
  /** MICROSOFT_AUTHORITY_URL: the identity platform (default https://login.microsoftonline.com). */
  authorityUrl: string;
  /** MICROSOFT_GRAPH_URL: Microsoft Graph (default https://graph.microsoft.com/v1.0). */
  graphUrl: string;
  /** MICROSOFT_TIMEOUT_MS: one request to Microsoft, at most. Default 8000. */
  timeoutMs: number;
}

/** An S3-compatible bucket for avatar pictures (AVATAR_S3_*); null keeps them in DATA_DIR/avatars. */
export interface AvatarS3Config {
  bucket: string;
  /** Key prefix inside the bucket, e.g. 'avatars/'. */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, ...); null means AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Null: the SDK's default credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface AppConfig {
  port: number;
  host: string;
  /** The origin users see (the shell), without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  avatarS3?: AvatarS3Config | null;
  /** PostgreSQL connection string; when null the embedded PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data folder; null keeps the embedded database in memory (tests). */
  pgliteDir: string | null;
  /** Tests only, never read from the environment: the in-memory PGlite starts from this migrated dump (db/database.ts). */
  pgliteLoadDataDir?: Blob | null;
  outboxDir: string;
  jwtSecret: string;
  encryptionKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A spent refresh token presented again within this many seconds is a race (two tabs), not theft. */
  refreshReuseGraceSeconds: number;
  passwordResetTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  google: GoogleConfig;
  loginRateLimit: LoginRateLimitConfig;
  /** Per-address limit of register / forgot / reset calls (counted in the database). */
  authRateLimit: { max: number; windowSeconds: number };
  /** Limits of POST /api/public/bookings per client address and per event type. Defaults 20, 200, 3600 s. */
  publicBookingRateLimit?: { maxPerIp: number; maxPerEventType: number; windowSeconds: number };
  /** Fastify's trustProxy: the shell proxies /api, so loopback is trusted by default. */
  trustProxy: boolean | string;
  logLevel: string;
  /** Seconds between two polls of the durable job runner (reminders); 0 stops polling. Default 5. */
  jobPollSeconds?: number;
  /** Seconds a claimed job stays claimed without renewal (a dead process's jobs are retaken after it). Default 45. */
  jobLeaseSeconds?: number;
  /** Seconds a host's Google free/busy answer is kept in memory. Default 60. */
  googleBusyCacheSeconds?: number;
  /** Seconds a free-times answer is served from memory (dropped on every replica when bookings change); 0 disables. Default 2. */
  freeTimesCacheSeconds?: number;
  /** DATABASE_POOL_MAX: connections of this process's PostgreSQL pool. Default 10. */
  databasePoolMax?: number;
  /** DATABASE_READ_URL: comma-separated PostgreSQL streaming standbys for public reads (docs/database.md). */
  databaseReadUrls?: string[];
  /** READ_MAX_LAG_MS: a standby whose checked replay lag is this or more is bypassed. Default 1,000. */
  readMaxLagMs?: number;
  /** True when the server already applied the migrations before building the app (server.ts). */
  migrationsApplied?: boolean;
  /** API_PLUGIN_TIMEOUT: seconds Fastify gives each plugin to start (opening PGlite is slow). Default 120. */
  pluginTimeoutSeconds?: number;
  /** SHUTDOWN_GRACE_SECONDS: after SIGTERM, seconds of "not ready" while still serving. Default 5. */
  shutdownGraceSeconds?: number;
  /** SHUTDOWN_DRAIN_SECONDS: then seconds in-flight requests get to finish before being cut. Default 10. */
  shutdownDrainSeconds?: number;
  /** BENCH_ROUTES=true: also serve the benchmarks' bare comparison routes under /api/bench. Default false. */
  benchRoutes?: boolean;
  /** WEBHOOK_ALLOWED_NETWORKS: CIDRs webhooks may reach although private/loopback, and the only ones plain http may reach (tests, local receivers). Default none. */
  webhookAllowedNetworks?: string[];
  /** MICROSOFT_*: Microsoft calendars; absent or without a client id, not offered. */
  microsoft?: MicrosoftConfig;
  /** CALDAV_TIMEOUT_MS: one request to a CalDAV server, at most (a server that hangs is cut off). Default 8000. */
  caldavTimeoutMs?: number;
  /** WEBHOOK_SEND_RATE_LIMIT_*: "Send test" and "Redeliver" per endpoint and per account. Default 10 and 30 per 600 s. */
  webhookSendRateLimit?: { maxPerEndpoint: number; maxPerAccount: number; windowSeconds: number };
  /** API_KEY_RATE_LIMIT / API_KEY_RATE_LIMIT_WINDOW: /api/v1 requests per API key and window. Default 120 per 60 s. */
  apiKeyRateLimit?: { max: number; windowSeconds: number };
  /** TEAM_INVITATIONS_PER_TEAM / _PER_INVITER: invitations (new or resent) per team and per inviter in 24 hours. Default 50, 100. */
  teamInvitationLimit?: { perTeam: number; perInviter: number };
  /** MEET_LINK_WAIT_SECONDS: how long the confirmation mails wait for Google's Meet link. Default 3. */
  meetLinkWaitSeconds?: number;
  /** JITSI_BASE_URL: the Jitsi server whose rooms `jitsi` bookings get (https, a path allowed). Default https://meet.jit.si. */
  jitsiBaseUrl?: string;
  /** SMS_URL and friends: a Twilio-compatible HTTP SMS provider; null writes SMS to the outbox. */
  sms?: SmsConfig | null;
  /**
   * SMS_ALLOWED_COUNTRIES: the countries (ISO 3166 alpha-2) SMS reminders may go to; null (`*`,
   * or unset without SMS_URL) every country. Required with SMS_URL (docs/product.md#sms-limits).
   */
  smsAllowedCountries?: string[] | null;
  /** SMS_MAX_PER_NUMBER_PER_DAY: SMS reminders one number may get in 24 hours. Default 5. */
  smsMaxPerNumberPerDay?: number;
  /** ADMIN_EMAILS: addresses (comma-separated, lower-cased) whose verified accounts are administrators. */
  adminEmails?: string[];
  /** SIGNUP_MODE: open (default), invitation or closed, until an administrator chooses in the Admin tab. */
  signupMode?: SignupMode;
  /** TWO_FACTOR_RATE_LIMIT / _WINDOW: wrong second-step codes allowed per account and window. Default 5 per 900 s. */
  twoFactorRateLimit?: { max: number; windowSeconds: number };
}

export const SIGNUP_MODES = ['open', 'invitation', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

function signupMode(env: Env): SignupMode {
  const raw = text(env, 'SIGNUP_MODE');
  if (raw === null) return 'open';
  if (!(SIGNUP_MODES as readonly string[]).includes(raw)) {
    throw new Error(`SIGNUP_MODE must be open, invitation or closed (got "${raw}")`);
  }
  return raw as SignupMode;
}

/** A provider taking Twilio's form POST (To, From, Body) with HTTP basic authentication. */
export interface SmsConfig {
  url: string;
  accountSid: string | null;
  authToken: string | null;
  from: string;
}

export const DEFAULT_CALENDAR_API_URL = 'https://www.googleapis.com/calendar/v3';

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  }
  return value;
}

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function trustProxy(raw: string | null): boolean | string {
  if (raw === null) return 'loopback';
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}

interface Secrets {
  jwtSecret: string;
  encryptionKey: string;
}

/**
 * Secrets not given by the environment are generated once and kept in DATA_DIR/secrets.json
 * (mode 0600), so tokens stay valid across restarts.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.jwtSecret && stored.encryptionKey) {
      return { jwtSecret: stored.jwtSecret, encryptionKey: stored.encryptionKey };
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    encryptionKey: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

function avatarS3Config(env: Env): AvatarS3Config | null {
  const bucket = text(env, 'AVATAR_S3_BUCKET');
  if (!bucket) return null;
  const endpoint = text(env, 'AVATAR_S3_ENDPOINT');
  const accessKeyId = text(env, 'AVATAR_S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'AVATAR_S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('AVATAR_S3_ACCESS_KEY_ID and AVATAR_S3_SECRET_ACCESS_KEY must be set together');
  }
  const pathStyle = text(env, 'AVATAR_S3_FORCE_PATH_STYLE');
  return {
    bucket,
    prefix: text(env, 'AVATAR_S3_PREFIX') ?? 'avatars/',
    region: text(env, 'AVATAR_S3_REGION') ?? 'us-east-1',
    endpoint,
    // Self-hosted S3-compatible servers rarely have per-bucket host names.
    forcePathStyle: pathStyle === null ? endpoint !== null : pathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? path.join(repoRoot, '.data'));
  let jwtSecret = text(env, 'JWT_SECRET');
  let encryptionKey = text(env, 'ENCRYPTION_KEY');
  const databaseUrl = text(env, 'DATABASE_URL');
  // Generated secrets live in one replica's data folder: on a shared database every replica
  // would sign and seal with a key of its own.
  const missing = [!jwtSecret && 'JWT_SECRET', !encryptionKey && 'ENCRYPTION_KEY'].filter(Boolean);
  if (env.NODE_ENV === 'production' && databaseUrl && missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} must be set in production (NODE_ENV=production with DATABASE_URL): ` +
        'generated secrets would differ between replicas. Set the same long random values on every replica.',
    );
  }
  if (!jwtSecret || !encryptionKey) {
    const secrets = loadOrCreateSecrets(dataDir);
    jwtSecret ??= secrets.jwtSecret;
    encryptionKey ??= secrets.encryptionKey;
  }
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    port: int(env, 'API_PORT', 3001, 0),
    host: text(env, 'API_HOST') ?? '127.0.0.1',
    publicUrl: (text(env, 'PUBLIC_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    dataDir,
    avatarS3: avatarS3Config(env),
    databaseUrl,
    pgliteDir: databaseUrl ? null : path.join(dataDir, 'pglite'),
    outboxDir: path.join(dataDir, 'outbox'),
    jwtSecret,
    encryptionKey,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    refreshReuseGraceSeconds: int(env, 'REFRESH_REUSE_GRACE', 10, 0),
    passwordResetTtlSeconds: 3600,
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Slotwise <no-reply@localhost>',
    google: {
      clientId: text(env, 'GOOGLE_CLIENT_ID'),
      clientSecret: text(env, 'GOOGLE_CLIENT_SECRET'),
      issuer: text(env, 'GOOGLE_ISSUER') ?? 'https://accounts.google.com',
      calendarApiUrl: (text(env, 'GOOGLE_CALENDAR_API_URL') ?? DEFAULT_CALENDAR_API_URL).replace(/\/+$/, ''),
      revokeUrl: text(env, 'GOOGLE_REVOKE_URL'),
    },
    loginRateLimit: {
      maxPerIdentifier: int(env, 'LOGIN_RATE_LIMIT_PER_IDENTIFIER', 5),
      maxPerIp: int(env, 'LOGIN_RATE_LIMIT_PER_IP', 20),
      windowSeconds: int(env, 'LOGIN_RATE_LIMIT_WINDOW', 15 * 60),
    },
    authRateLimit: {
      max: int(env, 'AUTH_RATE_LIMIT_MAX', 30),
      windowSeconds: int(env, 'AUTH_RATE_LIMIT_WINDOW', 15 * 60),
    },
    publicBookingRateLimit: {
      maxPerIp: int(env, 'PUBLIC_BOOKING_RATE_LIMIT_PER_IP', 20),
      maxPerEventType: int(env, 'PUBLIC_BOOKING_RATE_LIMIT_PER_EVENT_TYPE', 200),
      windowSeconds: int(env, 'PUBLIC_BOOKING_RATE_LIMIT_WINDOW', 3600),
    },
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    jobPollSeconds: int(env, 'JOB_POLL_SECONDS', 5, 0),
    jobLeaseSeconds: int(env, 'JOB_LEASE_SECONDS', 45, 3),
    freeTimesCacheSeconds: int(env, 'FREE_TIMES_CACHE_SECONDS', 2, 0),
    benchRoutes: text(env, 'BENCH_ROUTES') === 'true',
    databasePoolMax: int(env, 'DATABASE_POOL_MAX', 10),
    databaseReadUrls: (text(env, 'DATABASE_READ_URL') ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    readMaxLagMs: int(env, 'READ_MAX_LAG_MS', 1000),
    pluginTimeoutSeconds: int(env, 'API_PLUGIN_TIMEOUT', 120),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 5, 0),
    shutdownDrainSeconds: int(env, 'SHUTDOWN_DRAIN_SECONDS', 10, 0),
    googleBusyCacheSeconds: int(env, 'GOOGLE_BUSY_CACHE_SECONDS', 60, 0),
    caldavTimeoutMs: int(env, 'CALDAV_TIMEOUT_MS', 8000, 100),
    microsoft: {
      clientId: text(env, 'MICROSOFT_CLIENT_ID'),
      clientSecret: text(env, 'MICROSOFT_CLIENT_SECRET'),
      tenant: text(env, 'MICROSOFT_TENANT') ?? 'common',
      authorityUrl: (text(env, 'MICROSOFT_AUTHORITY_URL') ?? 'https://login.microsoftonline.com').replace(
        /\/+$/,
        '',
      ),
      graphUrl: (text(env, 'MICROSOFT_GRAPH_URL') ?? 'https://graph.microsoft.com/v1.0').replace(/\/+$/, ''),
      timeoutMs: int(env, 'MICROSOFT_TIMEOUT_MS', 8000, 100),
    },
    webhookAllowedNetworks: (text(env, 'WEBHOOK_ALLOWED_NETWORKS') ?? '')
      .split(',')
      .map((cidr) => cidr.trim())
      .filter(Boolean),
    webhookSendRateLimit: {
      maxPerEndpoint: int(env, 'WEBHOOK_SEND_RATE_LIMIT_PER_ENDPOINT', 10),
      maxPerAccount: int(env, 'WEBHOOK_SEND_RATE_LIMIT_PER_ACCOUNT', 30),
      windowSeconds: int(env, 'WEBHOOK_SEND_RATE_LIMIT_WINDOW', 600),
    },
    apiKeyRateLimit: {
      max: int(env, 'API_KEY_RATE_LIMIT', 120),
      windowSeconds: int(env, 'API_KEY_RATE_LIMIT_WINDOW', 60),
    },
    meetLinkWaitSeconds: int(env, 'MEET_LINK_WAIT_SECONDS', 3, 0),
    jitsiBaseUrl: jitsiBaseUrl(text(env, 'JITSI_BASE_URL')),
    teamInvitationLimit: {
      perTeam: int(env, 'TEAM_INVITATIONS_PER_TEAM', 50),
      perInviter: int(env, 'TEAM_INVITATIONS_PER_INVITER', 100),
    },
    sms: smsConfig(env),
    smsAllowedCountries: smsAllowedCountries(env),
    smsMaxPerNumberPerDay: int(env, 'SMS_MAX_PER_NUMBER_PER_DAY', 5),
    adminEmails: (text(env, 'ADMIN_EMAILS') ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    signupMode: signupMode(env),
    twoFactorRateLimit: {
      max: int(env, 'TWO_FACTOR_RATE_LIMIT', 5),
      windowSeconds: int(env, 'TWO_FACTOR_RATE_LIMIT_WINDOW', 15 * 60),
    },
  };
}

/**
 * Who pays for SMS chooses where they go: with a provider (SMS_URL) the list must be given
 * (`*` for every country); without one SMS only reach the outbox, so every country is allowed.
 */
function smsAllowedCountries(env: Env): string[] | null {
  const raw = text(env, 'SMS_ALLOWED_COUNTRIES');
  if (raw === null) {
    if (text(env, 'SMS_URL')) {
      throw new Error(
        'SMS_ALLOWED_COUNTRIES must be set with SMS_URL: ISO 3166 alpha-2 codes separated by commas (e.g. "GB,IE"), or * for every country',
      );
    }
    return null;
  }
  if (raw === '*') return null;
  const codes = raw.split(',').map((code) => code.trim().toUpperCase());
  for (const code of codes) {
    if (!isSupportedCountry(code)) {
      throw new Error(
        `SMS_ALLOWED_COUNTRIES: "${code}" is not an ISO 3166 alpha-2 country code with phone numbers`,
      );
    }
  }
  return [...new Set(codes)];
}

function smsConfig(env: Env): SmsConfig | null {
  const url = text(env, 'SMS_URL');
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error(`SMS_URL must be an http(s) URL (got "${url}")`);
  const from = text(env, 'SMS_FROM');
  if (!from) throw new Error('SMS_FROM must be set with SMS_URL');
  return { url, accountSid: text(env, 'SMS_ACCOUNT_SID'), authToken: text(env, 'SMS_AUTH_TOKEN'), from };
}
