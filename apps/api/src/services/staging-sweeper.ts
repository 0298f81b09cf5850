import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../storage/storage.js';

/** Staged upload files waiting this long belong to no live request (uploads take hours at most). */
const STAGED_MAX_AGE_MS = 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * Removes what interrupted uploads left in storage: staged files of requests that died with
 * their process, and partial writes. A live upload writes its partial file at least once per
 * idle timeout (or its connection is closed), so one untouched for two is an orphan; resumable
 * uploads go a day after their last byte. Runs on start and every hour; answers a function that
 * stops it.
 */
export function sweepStagingPeriodically(
  storage: Storage,
  idleTimeoutMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  resumable?: { cleanUpExpired(): Promise<number> },
): () => void {
  const sweep = async () => {
    const now = Date.now();
    try {
      const expired = (await resumable?.cleanUpExpired()) ?? 0;
      if (expired > 0) log.info({ expired }, 'removed expired resumable uploads');
      const removed = await storage.sweep(
        'staging/',
        new Date(now - STAGED_MAX_AGE_MS),
        new Date(now - 2 * idleTimeoutMs),
      );
      if (removed > 0) log.info({ removed }, 'removed orphaned upload files');
    } catch (err) {
      log.warn({ err }, 'staging sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
