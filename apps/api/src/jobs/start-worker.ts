import type { FastifyBaseLogger } from 'fastify';
import type { Container } from '../container.js';
import { PgBossQueue } from './pg-boss-queue.js';

/**
 * Stops taking jobs and waits up to `timeoutMs` for the running ones to finish; answers how many
 * did not (handed back to the queue: the process must then exit without finishing them).
 */
export type StopWorker = (timeoutMs: number) => Promise<number>;

/**
 * Takes processing jobs from the queue in this process, and puts back in the queue the files
 * whose worker died mid-job (any worker's: the first to look takes them), so that a killed
 * worker costs seconds, not the queue's expiry of its job. Pack archives whose build died are
 * failed on the same round.
 */
export async function startWorker(
  container: Container,
  log: FastifyBaseLogger,
): Promise<StopWorker> {
  const { queue, config, repos } = container;
  if (!(queue instanceof PgBossQueue)) throw new Error('the worker needs the PostgreSQL job queue');
  await queue.work(config.WORKER_CONCURRENCY, (fileId, lastAttempt) =>
    container.processor.process(fileId, { lastAttempt }),
  );
  // Offline packs' archives (issue 28), in slots of their own: a long pack never holds up the
  // processing of an upload.
  await queue.workPacks(config.PACK_WORKER_CONCURRENCY, (archiveId) =>
    container.packBuilder.build(archiveId),
  );
  let reaping = false;
  const reap = async () => {
    if (reaping) return;
    reaping = true;
    try {
      for (const fileId of await repos.processingLocks.requeueOrphans()) {
        log.warn({ fileId }, 'worker of a file died mid-job: queued again');
        await queue.enqueueFile(fileId);
      }
      // Pack archives whose build died (their job lost or given up): failed, so that no new
      // pack reuses them and their packs say so.
      const stale = await container.services.packs.reapStale();
      if (stale.length > 0) log.warn({ archiveIds: stale }, 'pack builds that died: failed');
    } catch (err) {
      log.warn({ err }, 'looking for files of dead workers failed');
    } finally {
      reaping = false;
    }
  };
  const timer = setInterval(() => void reap(), config.WORKER_REAP_SECONDS * 1000);
  // The audit log's retention: any worker, hourly (each removal is the same wherever it runs).
  const pruneAudit = () =>
    container.services.audit
      .prune(config.AUDIT_RETENTION_DAYS)
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'audit entries past their retention removed');
      })
      .catch((err: unknown) => log.warn({ err }, 'removing old audit entries failed'));
  void pruneAudit();
  const retention = setInterval(() => void pruneAudit(), 3600_000);
  log.info(
    { concurrency: config.WORKER_CONCURRENCY, packs: config.PACK_WORKER_CONCURRENCY },
    'processing worker started',
  );
  return async (timeoutMs) => {
    clearInterval(timer);
    clearInterval(retention);
    const unfinished = await queue.stop(timeoutMs);
    if (unfinished > 0) log.warn({ unfinished }, 'jobs not finished in time: handed back');
    return unfinished;
  };
}
