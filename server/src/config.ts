import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT_IDS, type EnvironmentId } from '@console/contract/constants';
import { newSecretKey, parseSecretKeys, SecretError, type SecretKey } from './kit/secrets.ts';
import { parseAllowedHosts } from './kit/partners/outbound.ts';
import type { UploadLimits } from './kit/uploads.ts';

/**
 * Every environment variable the server reads, validated once at start. docs/configuration.md's
 * table is written from this file; keep them together.
 */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database, generated secrets and stored files live. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Seed demo data into an empty database. Default on for the embedded database only. */
  demo: boolean;
  demoPassword: string;
  /**
   * The loopback port of the demo's partner simulator (modules/integrations/simulator.ts), which a
   * demo start runs beside the console: DEMO_PARTNERS_PORT, by default ten above PORT; 0 for any
   * free port (the demo's integrations then reach it until the next start only).
   */
  demoPartnersPort: number;
  /** The first administrator outside demo mode, created when no staff user exists. */
  adminUser: string | undefined;
  adminPassword: string | undefined;
  environmentId: EnvironmentId;
  /**
   * The customer site: auto-login and registration links build on it. Unset, they build on
   * http://localhost:3001 (a customer site beside the console on a developer's machine), but the
   * header does not offer to open a site nobody configured (customerSiteConfigured).
   */
  customerSiteUrl: string;
  customerSiteConfigured: boolean;
  /** Signs anti-forgery tokens and one-time links. Generated into dataDir when not given. */
  secret: string;
  logLevel: string;
  bodyLimitBytes: number;
  sessionHours: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Which staff must sign in with a second factor (platform/session/second-factor-policy.ts). */
  staffTwoFactor: StaffTwoFactor;
  trustProxy: boolean;
  /** Whether cookies carry Secure: `auto` when the request came over https (see TRUST_PROXY). */
  cookieSecure: CookieSecure;
  /** After SIGTERM, how long requests in flight may take before their connections are cut (shutdown.ts). */
  shutdownGraceSeconds: number;
  /** How long a request, a query and a blocked event loop may hold the process (docs/operations.md). */
  budget: RequestBudget;
  /** The built web app that is served (web/dist). */
  webDist: string;
  /** Where uploaded files (collector attachments) are kept. */
  storage: StorageConfig;
  /** What one collector log upload may carry. */
  collectorUpload: CollectorUploadLimits;
  /** The product API (modules/activity): requests one product token may report per minute. */
  ingestRequestsPerMinute: number;
  /** What one upload of a request's images may carry. */
  ingestImages: UploadLimits;
  /**
   * Worker threads computing evidence from request images (kit/evidence): each holds its models
   * (about 200 MB) and keeps a core busy while it works.
   */
  evidenceWorkers: number;
  /** How Face Compare's product API call waits on those threads (modules/faces/compare.ts). */
  faceCompare: FaceCompareLimits;
  /** The largest CSV file the Dashboard's imports take (modules/imports); rows are capped in the contract. */
  importMaxFileBytes: number;
  /** Outgoing e-mail (server/src/mail): over SMTP, or as .eml files when no SMTP server is given. */
  mail: MailConfig;
  /**
   * The keys partner secrets are sealed with (kit/secrets.ts), the first sealing new values.
   * Required with DATABASE_URL; generated into dataDir for the embedded database.
   */
  partnerSecretKeys: SecretKey[];
  /** Where the console sends its own requests, and where it is reached (docs/security.md). */
  outbound: OutboundConfig;
}

/**
 * The console's own address and the hosts it may call on its own network (kit/partners/outbound.ts).
 */
export interface OutboundConfig {
  /**
   * PUBLIC_URL's origin: where browsers reach the console. Redirect URIs given to a partner's
   * authorization server (MRI's /oidc-mri-callback) must be on it. Default: http://localhost:PORT,
   * or http://HOST:PORT when HOST names one address.
   */
  publicOrigin: string;
  /**
   * OUTBOUND_ALLOWED_HOSTS: names, addresses and ranges the console may call although they are
   * loopback, private or link-local (partners on the console's own network, fakes in tests).
   * Default none.
   */
  allowedHosts: string[];
}

export interface MailConfig {
  /** smtp:// or smtps:// with optional user:password@; absent: messages are written to `dir`. */
  smtpUrl: string | undefined;
  /** The sender of every message. */
  from: string;
  /** Where messages go without an SMTP server: DATA_DIR/mail. */
  dir: string;
}

export type CookieSecure = 'auto' | boolean;

/**
 * STAFF_TWO_FACTOR: `off`, a second factor is each user's choice; `privileged`, required of staff
 * whose roles grant a privileged permission (contract/src/permissions.ts); `all`, of every user.
 */
export const STAFF_TWO_FACTOR = ['off', 'privileged', 'all'] as const;
export type StaffTwoFactor = (typeof STAFF_TWO_FACTOR)[number];

/** A folder under dataDir by default; any S3-compatible store when STORAGE=s3. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** For S3-compatible stores (MinIO, Ceph, R2...); absent means AWS itself. */
      endpoint: string | undefined;
      region: string;
      /** Absent: the AWS SDK's default credential chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface CollectorUploadLimits extends UploadLimits {
  /** Uploads one product token may make per minute (modules/collector/upload-rate.ts). */
  uploadsPerMinute: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const MIB = 1024 * 1024;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function cookieSecure(env: Env): CookieSecure {
  const raw = env.COOKIE_SECURE?.toLowerCase();
  if (raw === undefined || raw === '' || raw === 'auto') return 'auto';
  try {
    return flag(env, 'COOKIE_SECURE', false);
  } catch {
    throw new ConfigError(`COOKIE_SECURE must be auto, true or false, got "${env.COOKIE_SECURE}"`);
  }
}

function staffTwoFactor(env: Env): StaffTwoFactor {
  const raw = (env.STAFF_TWO_FACTOR || 'off').toLowerCase();
  const known = STAFF_TWO_FACTOR.find((value) => value === raw);
  if (!known) {
    throw new ConfigError(
      `STAFF_TWO_FACTOR must be ${STAFF_TWO_FACTOR.join(', ')}, got "${env.STAFF_TWO_FACTOR}"`,
    );
  }
  return known;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function storageFrom(env: Env, dataDir: string): StorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind, dir: path.join(dataDir, 'files') };
  if (kind !== 's3') throw new ConfigError(`STORAGE must be local or s3, got "${kind}"`);
  if (!env.S3_BUCKET) throw new ConfigError('S3_BUCKET is required when STORAGE is s3');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together');
  }
  return {
    kind,
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT ? url(env, 'S3_ENDPOINT', env.S3_ENDPOINT) : undefined,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** A secret given in SECRET, or one generated once and kept in dataDir so restarts keep sessions' tokens valid. */
function secretFor(env: Env, dataDir: string): string {
  if (env.SECRET) {
    if (env.SECRET.length < 32) throw new ConfigError('SECRET must be at least 32 characters');
    return env.SECRET;
  }
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/**
 * PARTNER_SECRETS_KEYS, or for the embedded database a key generated once into dataDir. On
 * PostgreSQL it is required: instances share the database, so they must share the key, and a key
 * that lived only in one instance's directory would take the partners' secrets with it.
 */
function partnerSecretKeysFor(env: Env, dataDir: string, databaseUrl: string | undefined): SecretKey[] {
  const parse = (text: string, source: string) => {
    try {
      return parseSecretKeys(text);
    } catch (error) {
      if (error instanceof SecretError) throw new ConfigError(`${source}: ${error.message}`);
      throw error;
    }
  };
  if (env.PARTNER_SECRETS_KEYS) return parse(env.PARTNER_SECRETS_KEYS, 'PARTNER_SECRETS_KEYS');
  if (databaseUrl !== undefined) {
    throw new ConfigError(
      'PARTNER_SECRETS_KEYS is required with DATABASE_URL (id:base64 key; openssl rand -base64 32 makes a key)',
    );
  }
  const file = path.join(dataDir, 'partner-secrets-keys');
  if (!existsSync(file)) {
    // Written whole under another name, then linked: processes starting together (test workers)
    // never read a half-written key, and the first link wins.
    mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, newSecretKey('local1'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return parse(readFileSync(file, 'utf8').trim(), file);
}

/** SMTP_URL when given: smtp:// or smtps:// only, so a typo is refused at start, not at the first e-mail. */
function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL;
  if (!raw) return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  return raw;
}

/**
 * PUBLIC_URL: an http(s) origin, nothing after it. Without it, the address the server listens on
 * (localhost when it listens on every interface). Never a request's Host header: any client can
 * send any Host, and the redirect URI is where a partner sends its authorization code.
 */
function publicOrigin(env: Env, host: string, port: number): string {
  const raw = env.PUBLIC_URL;
  if (!raw) {
    const wildcard = host === '0.0.0.0' || host === '::' || host === '';
    const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return new URL(`http://${name}:${port}`).origin;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an absolute URL such as https://console.example.com, got "${raw}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new ConfigError(`PUBLIC_URL must be an origin only (scheme, host, port), got "${raw}"`);
  return url.origin;
}

function outboundFrom(env: Env, host: string, port: number): OutboundConfig {
  let allowedHosts: string[];
  try {
    allowedHosts = parseAllowedHosts(env.OUTBOUND_ALLOWED_HOSTS ?? '');
  } catch (error) {
    throw new ConfigError(`OUTBOUND_ALLOWED_HOSTS: ${(error as Error).message}`);
  }
  return { publicOrigin: publicOrigin(env, host, port), allowedHosts };
}

/**
 * The request budget (http/budget.ts, db/client.ts, watchdog.ts). A blocked event loop is bounded by
 * SHUTDOWN_GRACE_SECONDS: while it is blocked no signal handler runs, so a longer bound could not
 * keep SIGTERM's promise.
 */
/** The statement timeouts' defaults, also those of a database opened without a configuration (tests, benches). */
export const DEFAULT_STATEMENT_TIMEOUT_SECONDS = 15;
export const DEFAULT_LONG_STATEMENT_TIMEOUT_SECONDS = 600;

export interface RequestBudget {
  /** STATEMENT_TIMEOUT_SECONDS: PostgreSQL's statement_timeout on the connections of requests. */
  statementTimeoutSeconds: number;
  /** LONG_STATEMENT_TIMEOUT_SECONDS: the same on the connections of CSV exports, files and jobs. */
  longStatementTimeoutSeconds: number;
  /** REQUEST_TIMEOUT_SECONDS: how long a request may take before its answer starts (then 503). */
  requestTimeoutSeconds: number;
  /** MAX_EVENT_LOOP_DELAY_MS: beyond this lag, requests but health probes get 503; 0 turns it off. */
  maxEventLoopDelayMs: number;
}

function budgetFrom(env: Env): RequestBudget {
  const statementTimeoutSeconds = integer(
    env,
    'STATEMENT_TIMEOUT_SECONDS',
    DEFAULT_STATEMENT_TIMEOUT_SECONDS,
    1,
    3600,
  );
  const longStatementTimeoutSeconds = integer(
    env,
    'LONG_STATEMENT_TIMEOUT_SECONDS',
    DEFAULT_LONG_STATEMENT_TIMEOUT_SECONDS,
    1,
    24 * 3600,
  );
  if (longStatementTimeoutSeconds < statementTimeoutSeconds) {
    throw new ConfigError('LONG_STATEMENT_TIMEOUT_SECONDS must not be less than STATEMENT_TIMEOUT_SECONDS');
  }
  return {
    statementTimeoutSeconds,
    longStatementTimeoutSeconds,
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3600),
    maxEventLoopDelayMs: integer(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
  };
}

/**
 * Face Compare's call (POST /ingest/faces/compare) awaits a face match on the evidence threads,
 * which the evidence job shares; its caller is bounded in time and in line (kit/evidence/pool.ts
 * TaskBound), so a saturated pool answers 503 with Retry-After instead of holding requests.
 */
export interface FaceCompareLimits {
  /** FACE_COMPARE_TIMEOUT_SECONDS: how long a call waits for its match before it is answered 503. */
  timeoutSeconds: number;
  /** FACE_COMPARE_MAX_WAITING: calls that may wait while every thread is busy; one more is 503 at once. */
  maxWaiting: number;
}

function faceCompareFrom(env: Env, budget: RequestBudget, evidenceWorkers: number): FaceCompareLimits {
  // 20 s: a warm match measured 3.5 s p50 and 5.8 s p95 on the loaded two-core machine, a cold
  // thread's models 13 s (docs/evidence.md), so a call that meets a cold pool still gets its answer.
  // Below the request's own deadline, so the caller hears the engines' 503 (nothing stored, try
  // again) and not the budget's, which cannot say whether the request was stored.
  const fallback = Math.max(1, Math.min(20, budget.requestTimeoutSeconds - 10));
  const timeoutSeconds = integer(env, 'FACE_COMPARE_TIMEOUT_SECONDS', fallback, 1, 3600);
  if (env.FACE_COMPARE_TIMEOUT_SECONDS && timeoutSeconds >= budget.requestTimeoutSeconds) {
    throw new ConfigError('FACE_COMPARE_TIMEOUT_SECONDS must be less than REQUEST_TIMEOUT_SECONDS');
  }
  return {
    timeoutSeconds,
    // Four a thread: at 3.5 s a match, the fourth in line is answered within the 20 s.
    maxWaiting: integer(env, 'FACE_COMPARE_MAX_WAITING', 4 * evidenceWorkers, 0, 10_000),
  };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const environmentId = integer(env, 'ENVIRONMENT_ID', 1, 1, 2) as EnvironmentId;
  if (!ENVIRONMENT_IDS.includes(environmentId)) throw new ConfigError('ENVIRONMENT_ID must be 1 or 2');
  const demo = flag(env, 'DEMO', databaseUrl === undefined);
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const adminUser = env.ADMIN_USER || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  const budget = budgetFrom(env);
  const evidenceWorkers = integer(env, 'EVIDENCE_WORKERS', 1, 1, 16);
  if ((adminUser === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError('ADMIN_USER and ADMIN_PASSWORD must be given together');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    demo,
    demoPassword: env.DEMO_PASSWORD || 'Console#2025',
    // Beside the console's own port, so two demos on two ports each have theirs; the integrations
    // the demo seeds name it, so a restart on the same PORT finds it again.
    demoPartnersPort: integer(
      env,
      'DEMO_PARTNERS_PORT',
      port === 0 || port > 65525 ? 0 : port + 10,
      0,
      65535,
    ),
    adminUser,
    adminPassword,
    environmentId,
    customerSiteUrl: url(env, 'CUSTOMER_SITE_URL', 'http://localhost:3001'),
    customerSiteConfigured: Boolean(env.CUSTOMER_SITE_URL),
    secret: secretFor(env, dataDir),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    sessionHours: integer(env, 'SESSION_HOURS', 12, 1, 24 * 30),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginLockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15, 1, 24 * 60),
    staffTwoFactor: staffTwoFactor(env),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    cookieSecure: cookieSecure(env),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10, 1, 3600),
    budget,
    webDist: env.WEB_DIST
      ? path.resolve(cwd, env.WEB_DIST)
      : path.resolve(import.meta.dirname, '../../web/dist'),
    storage: storageFrom(env, dataDir),
    collectorUpload: {
      maxFiles: integer(env, 'COLLECTOR_MAX_FILES', 10, 1, 100),
      maxFileBytes: integer(env, 'COLLECTOR_MAX_FILE_BYTES', 10 * MIB, 1, 1024 * MIB),
      maxUploadBytes: integer(env, 'COLLECTOR_MAX_UPLOAD_BYTES', 50 * MIB, 1, 1024 * MIB),
      uploadsPerMinute: integer(env, 'COLLECTOR_UPLOADS_PER_MINUTE', 300, 1, 100_000),
    },
    ingestRequestsPerMinute: integer(env, 'INGEST_REQUESTS_PER_MINUTE', 6000, 1, 10_000_000),
    ingestImages: {
      maxFiles: integer(env, 'INGEST_MAX_IMAGES', 10, 1, 100),
      maxFileBytes: integer(env, 'INGEST_MAX_IMAGE_BYTES', 10 * MIB, 1, 1024 * MIB),
      maxUploadBytes: integer(env, 'INGEST_MAX_IMAGES_BYTES', 40 * MIB, 1, 1024 * MIB),
    },
    evidenceWorkers,
    faceCompare: faceCompareFrom(env, budget, evidenceWorkers),
    importMaxFileBytes: integer(env, 'IMPORT_MAX_FILE_BYTES', 10 * MIB, 1024, 1024 * MIB),
    mail: {
      smtpUrl: smtpUrl(env),
      from: env.MAIL_FROM || 'Console <no-reply@console.local>',
      dir: path.join(dataDir, 'mail'),
    },
    partnerSecretKeys: partnerSecretKeysFor(env, dataDir, databaseUrl),
    outbound: outboundFrom(env, env.HOST || '0.0.0.0', port),
  };
}
