import PgBoss from 'pg-boss';
import type { JobQueue } from '../uploads/upload.service.js';

export const PROCESS_FILE_QUEUE = 'process-file';
export const BUILD_PACK_QUEUE = 'build-pack-archive';

interface ProcessFileJob {
  fileId: number;
}

interface BuildPackJob {
  archiveId: number;
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
    /** How long a pack archive's job may run before the queue gives it to another worker. */
    private readonly packTimeoutSeconds = jobTimeoutSeconds,
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
      await this.createQueue(PROCESS_FILE_QUEUE, 3, this.jobTimeoutSeconds);
      // A pack's build catches its own failures (the archive then says why): a retry is only for
      // a worker that died mid-build.
      await this.createQueue(BUILD_PACK_QUEUE, 1, this.packTimeoutSeconds);
    })();
    return this.started;
  }

  private async createQueue(name: string, retryLimit: number, expireInSeconds: number) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await this.boss.getQueue(name)) return;
        await this.boss.createQueue(name, {
          name,
          retryLimit,
          retryDelay: this.retry.delaySeconds,
          retryBackoff: this.retry.backoff,
          expireInSeconds,
        });
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  }

  async enqueueFile(fileId: number): Promise<void> {
    await this.start();
    await this.boss.send(PROCESS_FILE_QUEUE, { fileId } satisfies ProcessFileJob);
  }

  async enqueuePackArchive(archiveId: number): Promise<void> {
    await this.start();
    await this.boss.send(BUILD_PACK_QUEUE, { archiveId } satisfies BuildPackJob);
  }

  /** Takes jobs one at a time per slot, `concurrency` slots in this process. */
  async work(
    concurrency: number,
    handle: (fileId: number, lastAttempt: boolean) => Promise<void>,
  ): Promise<void> {
    await this.workOn<ProcessFileJob>(PROCESS_FILE_QUEUE, concurrency, (data, lastAttempt) =>
      handle(data.fileId, lastAttempt),
    );
  }

  /** Builds pack archives, `concurrency` at a time in this process. */
  async workPacks(concurrency: number, handle: (archiveId: number) => Promise<void>) {
    await this.workOn<BuildPackJob>(BUILD_PACK_QUEUE, concurrency, (data) =>
      handle(data.archiveId),
    );
  }

  private async workOn<T extends object>(
    queue: string,
    concurrency: number,
    handle: (data: T, lastAttempt: boolean) => Promise<void>,
  ): Promise<void> {
    await this.start();
    for (let slot = 0; slot < concurrency; slot += 1) {
      await this.boss.work<T>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          this.running += 1;
          try {
            await handle(job.data, job.retryCount >= job.retryLimit);
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
