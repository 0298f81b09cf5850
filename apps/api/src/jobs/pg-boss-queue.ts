import PgBoss from 'pg-boss';
import type { JobQueue } from '../uploads/upload.service.js';

export const PROCESS_FILE_QUEUE = 'process-file';

interface ProcessFileJob {
  fileId: number;
}

/**
 * The processing queue in PostgreSQL (pg-boss): any number of api processes enqueue, any number
 * of workers on any machines take jobs. A job whose worker dies is retried after it expires;
 * processing a file is idempotent, so a retry never duplicates features.
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private started: Promise<void> | undefined;
  /** Jobs of this process whose handler has not returned. */
  private running = 0;

  constructor(
    connectionString: string,
    private readonly jobTimeoutSeconds: number,
    onError: (err: Error) => void,
    private readonly retry = { delaySeconds: 30, backoff: true },
  ) {
    this.boss = new PgBoss({
      connectionString,
      schema: 'pgboss',
      application_name: 'waymark-queue',
    });
    this.boss.on('error', onError);
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      // Workers and api processes starting together all create the queue: PostgreSQL may
      // pick one of them as a deadlock victim (40P01), which then finds the queue made.
      for (let attempt = 1; ; attempt += 1) {
        try {
          if (await this.boss.getQueue(PROCESS_FILE_QUEUE)) break;
          await this.boss.createQueue(PROCESS_FILE_QUEUE, {
            name: PROCESS_FILE_QUEUE,
            retryLimit: 3,
            retryDelay: this.retry.delaySeconds,
            retryBackoff: this.retry.backoff,
            expireInSeconds: this.jobTimeoutSeconds,
          });
          break;
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
        }
      }
    })();
    return this.started;
  }

  async enqueueFile(fileId: number): Promise<void> {
    await this.start();
    await this.boss.send(PROCESS_FILE_QUEUE, { fileId } satisfies ProcessFileJob);
  }

  /** Takes jobs one at a time per slot, `concurrency` slots in this process. */
  async work(
    concurrency: number,
    handle: (fileId: number, lastAttempt: boolean) => Promise<void>,
  ): Promise<void> {
    await this.start();
    for (let slot = 0; slot < concurrency; slot += 1) {
      await this.boss.work<ProcessFileJob>(
        PROCESS_FILE_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          this.running += 1;
          try {
            await handle(job.data.fileId, job.retryCount >= job.retryLimit);
          } finally {
            this.running -= 1;
          }
        },
      );
    }
  }

  /**
   * Takes no new job and waits up to `timeoutMs` for the running ones; those still running then
   * are handed back to the queue (failed, so retried: another worker takes them up). Answers
   * how many were still running, which the caller abandons (its process exits).
   */
  async stop(timeoutMs = 30_000): Promise<number> {
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    return this.running;
  }
}
