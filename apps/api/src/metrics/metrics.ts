import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { within } from '../lib/time-limit.js';

/** The caches a tile goes through: which layer it is, the COG's structure, its decoded blocks. */
export type TileCacheName =
  'tile_layer' | 'cog' | 'raster_block' | 'stored_tile' | 'vector_tile' | 'vector_tile_shared';

/** What the database pool reports (pg.Pool's counters), read when scraped. */
export interface PoolGauges {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/** Jobs waiting or running, per queue and state, read when scraped. */
export type QueueDepths = () => Promise<{ queue: string; state: string; jobs: number }[]>;

/** What the file processor reports: each job's end, and each file that ends in error. */
export interface ProcessingMetrics {
  jobFinished(kind: string, outcome: 'ready' | 'failed' | 'retried', seconds: number): void;
  processingFailed(code: number, title: string): void;
}

/** What the pack builder reports: each archive's build, by kind, and how it ended. */
export interface PackMetrics {
  packBuilt(kind: string, outcome: 'ready' | 'failed', seconds: number): void;
}

/** Seconds: tiles take milliseconds, uploads and exports minutes. */
const HTTP_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];
/** Seconds: a small vector file takes one, a large orthophoto an hour. */
const JOB_BUCKETS = [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800, 3600, 7200];

/** How long a scrape waits for the database (Prometheus gives up on a scrape after 10 s). */
const SCRAPE_QUERY_MS = 2000;

/**
 * One process's metrics in Prometheus's model (prom-client). What happens on a hot path is one
 * observe or increment; pool use and queue depth are read only when scraped. A registry per
 * instance, not the library's global one, so that a test may build several apps in one process.
 */
export class Metrics implements ProcessingMetrics, PackMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  readonly tileCache: Counter<'cache' | 'result'>;
  readonly jobDuration: Histogram<'kind' | 'outcome'>;
  readonly processingFailures: Counter<'code' | 'title'>;
  readonly storageErrors: Counter<'operation'>;
  readonly packBuilds: Histogram<'kind' | 'outcome'>;
  private pool: PoolGauges | null = null;
  private queueDepths: QueueDepths | null = null;

  /** `processMetrics`: Node's own (CPU, memory, event loop, GC), for a process that is scraped. */
  constructor({ processMetrics = true }: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'waymark_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class (its _count is the request count)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.tileCache = new Counter({
      name: 'waymark_tile_cache_lookups_total',
      help: 'Lookups in the per-process tile caches (tile_layer, cog, raster_block, stored_tile, vector_tile, vector_tile_shared), hit or miss',
      labelNames: ['cache', 'result'],
      registers,
    });
    this.jobDuration = new Histogram({
      name: 'waymark_job_duration_seconds',
      help: 'Processing jobs by file kind and outcome (ready, failed, retried)',
      labelNames: ['kind', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.processingFailures = new Counter({
      name: 'waymark_processing_failures_total',
      help: "Files that ended in error, by the error catalogue's code and title",
      labelNames: ['code', 'title'],
      registers,
    });
    this.storageErrors = new Counter({
      name: 'waymark_storage_errors_total',
      help: 'Failed calls to the file storage (local directory or S3), by operation',
      labelNames: ['operation'],
      registers,
    });
    this.packBuilds = new Histogram({
      name: 'waymark_pack_build_duration_seconds',
      help: 'Offline pack archives built by the workers, by kind (vector, raster, terrain, attachments) and outcome (ready, failed)',
      labelNames: ['kind', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.scrapedGauges();
  }

  /** The database pool to report (see createDb's poolOf). */
  watchPool(pool: PoolGauges): void {
    this.pool = pool;
  }

  /** Where the queue depth comes from (a count on the queue's tables). */
  watchQueue(depths: QueueDepths): void {
    this.queueDepths = depths;
  }

  tileCacheLookup(cache: TileCacheName, hit: boolean): void {
    this.tileCache.inc({ cache, result: hit ? 'hit' : 'miss' });
  }

  jobFinished(kind: string, outcome: 'ready' | 'failed' | 'retried', seconds: number): void {
    this.jobDuration.observe({ kind, outcome }, seconds);
  }

  packBuilt(kind: string, outcome: 'ready' | 'failed', seconds: number): void {
    this.packBuilds.observe({ kind, outcome }, seconds);
  }

  processingFailed(code: number, title: string): void {
    this.processingFailures.inc({ code: String(code), title });
  }

  /** The exposition text and its content type, for whichever server answers the scrape. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private scrapedGauges(): void {
    const registers = [this.registry];
    this.poolGauge(
      'waymark_db_pool_connections',
      'Open connections of the pool',
      (p) => p.totalCount,
    );
    this.poolGauge(
      'waymark_db_pool_idle_connections',
      'Idle connections of the pool',
      (p) => p.idleCount,
    );
    this.poolGauge(
      'waymark_db_pool_waiting_requests',
      'Queries waiting for a connection of the pool',
      (p) => p.waitingCount,
    );
    this.poolGauge(
      'waymark_db_pool_max_connections',
      'Size limit of the pool',
      (p) => p.options.max ?? 10,
    );
    const queue: Gauge<'queue' | 'state'> = new Gauge({
      name: 'waymark_job_queue_jobs',
      help: 'Jobs in the queue by queue and state (created, retry: waiting; active: running)',
      labelNames: ['queue', 'state'],
      registers,
      collect: async () => {
        queue.reset();
        if (!this.queueDepths) return;
        // A database away or slow must not fail or stall the whole scrape: the gauge is left
        // empty then.
        const rows = await within(this.queueDepths(), SCRAPE_QUERY_MS).catch(() => []);
        for (const row of rows) queue.set({ queue: row.queue, state: row.state }, row.jobs);
      },
    });
  }

  private poolGauge(name: string, help: string, read: (pool: PoolGauges) => number): void {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers: [this.registry],
      collect: () => {
        if (this.pool) gauge.set(read(this.pool));
      },
    });
  }
}
