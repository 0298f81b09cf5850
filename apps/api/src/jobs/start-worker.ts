import type { FastifyBaseLogger } from 'fastify';
import type { Container } from '../container.js';
import { PgBossQueue } from './pg-boss-queue.js';

/** Takes processing jobs from the queue in this process. */
export async function startWorker(
  container: Container,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const queue = container.queue;
  if (!(queue instanceof PgBossQueue)) throw new Error('the worker needs the PostgreSQL job queue');
  await queue.work(container.config.WORKER_CONCURRENCY, (fileId, lastAttempt) =>
    container.processor.process(fileId, { lastAttempt }),
  );
  log.info({ concurrency: container.config.WORKER_CONCURRENCY }, 'processing worker started');
  return () => queue.stop();
}
