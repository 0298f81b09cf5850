import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, whichever entry point (server, worker, CLI, tests) loads this module. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An empty variable counts as unset (METRICS_PORT= must not mean port 0). */
const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);
/** An unset or empty variable: optional settings may be cleared with `NAME=`. */
const optionalUrl = z.preprocess(unsetIfEmpty, z.string().url().optional());

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .min(1, 'DATABASE_URL is required (npm start sets it for the local cluster)'),
  /**
   * The primary itself, when DATABASE_URL goes through a pooler in transaction mode (PgBouncer):
   * what needs a session of its own (LISTEN, session advisory locks, migrations, GDAL's and
   * pg_dump's connections) connects here. Unset: DATABASE_URL, which is then not a pooler.
   */
  DATABASE_DIRECT_URL: z.preprocess(unsetIfEmpty, z.string().min(1).optional()),
  /** A streaming replica: tile, search and list reads go there (see ReadRouter). Unset: none. */
  DATABASE_REPLICA_URL: z.preprocess(unsetIfEmpty, z.string().min(1).optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: boolFromEnv.default(false),
  WEB_DIST: z.string().default(path.join(ROOT_DIR, 'apps/web/dist')),
  /**
   * The web app's run-time configuration, as JSON (window.waymarkConfig, served as /config.js),
   * e.g. {"basemaps": {"street": {"tiles": ["https://tiles.example/{z}/{x}/{y}.png"]}}}.
   */
  WEB_CONFIG: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        const value = JSON.parse(text) as unknown;
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as object;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'WEB_CONFIG must be a JSON object' });
      return z.NEVER;
    }),
  /** More origins the web app may load tiles from (basemaps configured at build time). */
  CSP_TILE_ORIGINS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Waymark <no-reply@localhost>'),
  PASSWORD_RESET_TIMEOUT_DAYS: z.coerce.number().positive().default(3),
  /** Lifetime of the set-password link mailed to a user created without a password. */
  INVITATION_TIMEOUT_DAYS: z.coerce.number().positive().default(14),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SHARE_TOKEN_FAILURE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Failed access keys (unknown, expired, revoked) per client address and window. */
  ACCESS_KEY_FAILURE_LIMIT: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(300),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /** A connection that sends or receives nothing for this long is closed (uploads included). */
  REQUEST_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(120),
  /**
   * On SIGTERM, how long a process has to finish its work and exit: in-flight requests, running
   * jobs. Under Kubernetes' default 30 s before it kills; what is left then is abandoned (jobs
   * go back to the queue for another worker).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(25),
  /**
   * Of the grace period, how long the api keeps serving with readiness failing (503), so that
   * load balancers take it out before it stops accepting connections. Not after Ctrl-C.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).default(5),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().default(path.join(ROOT_DIR, 'var/storage')),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolFromEnv.default(true),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 ** 3),
  WORK_DIR: z.string().default(path.join(ROOT_DIR, 'var/work')),
  GDAL_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(3600),
  WORKER: z.enum(['inline', 'off']).default('inline'),
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(1),
  // How long the audit log keeps its entries (issue 30); a worker removes older ones hourly.
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  // How often a worker looks for files whose worker died mid-job (their lock is gone).
  WORKER_REAP_SECONDS: z.coerce.number().positive().default(15),
  // The worker process's CPU priority (nice, 0–19; its GDAL children inherit it): processing
  // yields to api processes on the same machine, since viewers wait and jobs can.
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(19),
  /**
   * The key signed offline-pack archive URLs are made with (HMAC-SHA256), the same for every
   * process; unset: one made at random for the install and kept in its database.
   */
  PACK_URL_SECRET: z.preprocess(
    unsetIfEmpty,
    z.string().min(32, 'PACK_URL_SECRET must be at least 32 characters').optional(),
  ),
  /**
   * The key secrets kept in the database are sealed with (identity providers' client secrets,
   * second factors' shared keys; AES-256-GCM). Unset: single sign-on and two-factor set-up are
   * refused with a message naming it. npm start and npm test make one for the install (var/).
   */
  SECRETS_KEY: z.preprocess(
    unsetIfEmpty,
    z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
  ),
  /** A CDN's origin in front of the api, put before signed archive URLs; unset: the api's own. */
  PACK_URL_BASE: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .url()
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  /** How long one pack archive may take to build before it fails (and its job ends). */
  PACK_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * Packs (POST maps/:id/packs/) and estimates a user or a share link may ask for per hour,
   * counted in PostgreSQL across api processes: each draws live tiles (an estimate samples a
   * few per layer; a pack queues whole archives for the workers).
   */
  PACK_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  PACK_ESTIMATE_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /** Pack archives a worker builds at once, beside its processing slots. */
  PACK_WORKER_CONCURRENCY: z.coerce.number().int().positive().default(1),
  RASTER_CACHE_MB: z.coerce.number().int().min(0).default(128),
  /** Encoded vector tiles kept in memory per process (CachedVectorTiles); 0 keeps none. */
  VECTOR_TILE_CACHE_MB: z.coerce.number().int().min(0).default(64),
  VECTOR_TILE_SHARED_MB: z.coerce.number().int().min(0).default(512),
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_NAME: z.string().min(1).default('Nominatim'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** /metrics on a port of its own, without a key (api and worker alike); unset: none. */
  METRICS_PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).optional()),
  /** The address the metrics port listens on; HOST when unset. */
  METRICS_HOST: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** /metrics on the api's own port for `Authorization: Bearer <token>`; unset: 404 there. */
  METRICS_TOKEN: z.preprocess(
    unsetIfEmpty,
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** Errors of the api and the workers go to this Sentry-protocol service (Sentry, GlitchTip). */
  SENTRY_DSN: optionalUrl,
  /** The web app's errors go here (its own project: the DSN is public in the page). */
  SENTRY_BROWSER_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  /** The release errors are filed under; else waymark@<version>+<commit> (see release.ts). */
  WAYMARK_RELEASE: z.preprocess(unsetIfEmpty, z.string().optional()),
  /**
   * A Plausible-compatible analytics service (its base URL; events go to <url>/api/event,
   * relayed by the api); unset: no analytics.
   */
  ANALYTICS_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  /** The site name events are recorded under; unset: the host each organisation is reached on. */
  ANALYTICS_DOMAIN: z.preprocess(unsetIfEmpty, z.string().min(1).max(253).optional()),
  ANALYTICS_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** How often each api process writes its usage counts (map views, tiles, active users). */
  USAGE_FLUSH_SECONDS: z.coerce.number().positive().default(30),
});

export type Config = z.infer<typeof envSchema>;

type DatabaseUrls = Pick<Config, 'DATABASE_URL' | 'DATABASE_DIRECT_URL'>;

/** The primary without a pooler between: for work that needs a session of its own. */
export function directDatabaseUrl(config: DatabaseUrls): string {
  return config.DATABASE_DIRECT_URL ?? config.DATABASE_URL;
}

/** Whether DATABASE_URL goes through a pooler (a direct URL apart from it is configured). */
export function isPooled(config: DatabaseUrls): boolean {
  return directDatabaseUrl(config) !== config.DATABASE_URL;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
