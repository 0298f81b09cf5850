import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { ChangeSignal } from '../db/change-signal.js';
import { GenerationCache } from '../db/generation-cache.js';
import type { Metrics, TileCacheName } from '../metrics/metrics.js';
import { SecretBox } from '../lib/secret-box.js';
import { AuditService } from '../services/audit.service.js';
import { BackgroundMailer, createMailer, type Mailer } from '../services/mail.service.js';
import { UserPresenter } from '../services/presenters.js';
import { UsageRecorder } from '../services/usage-recorder.js';
import type { Storage } from '../storage/storage.js';
import type { Repositories } from './repositories.js';

/** How long a cached answer may live should a change notice be lost, and how many are kept. */
const CACHE_TTL_MS = 10_000;
const CACHE_ENTRIES = 10_000;

/** What every area of the container uses: repositories, storage, audit, mail, caches. */
export interface Shared {
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
  storage: Storage;
  metrics: Metrics;
  audit: AuditService;
  /** Seals secrets kept in the database; absent without SECRETS_KEY. */
  secrets: SecretBox | undefined;
  presenter: UserPresenter;
  mail: Mailer;
  backgroundMail: BackgroundMailer;
  /** The process's usage counts (map views, tiles, active users), written in batches. */
  usage: UsageRecorder;
  /**
   * A cache kept while nothing it depends on changes (GenerationCache). Without a change
   * listener (the worker) the signal is never trusted and answers are always asked anew.
   * `counted`: the metrics name its hits and misses under (a cache that tiles go through).
   */
  cache<K, V>(counted?: TileCacheName): GenerationCache<K, V>;
}

export function createShared(
  repos: Repositories,
  config: Config,
  log: FastifyBaseLogger,
  storage: Storage,
  changes: ChangeSignal,
  metrics: Metrics,
  mailer?: Mailer,
): Shared {
  const mail = mailer ?? createMailer(config.SMTP_URL, config.MAIL_FROM, log);
  return {
    repos,
    config,
    log,
    storage,
    metrics,
    audit: new AuditService(repos.audit),
    secrets: config.SECRETS_KEY === undefined ? undefined : new SecretBox(config.SECRETS_KEY),
    presenter: new UserPresenter(repos.users, repos.organisations, repos.twoFactor),
    mail,
    backgroundMail: new BackgroundMailer(mail, log),
    usage: new UsageRecorder(repos.usage, log),
    cache: (counted) =>
      new GenerationCache(
        changes,
        CACHE_TTL_MS,
        CACHE_ENTRIES,
        counted && ((hit) => metrics.tileCacheLookup(counted, hit)),
      ),
  };
}
