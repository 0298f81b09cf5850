import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ProcessingError } from '../processing/processing-error.js';
import { reportError } from '../reporting/error-reporting.js';
import { readSurveyDate } from '../processing/survey-date/read-survey-date.js';
import type { LayerFileRow } from '../repositories/layer-file.repository.js';
import type { ProcessingMetrics } from '../metrics/metrics.js';
import type { JobContext, LocalSource } from './job-context.js';
import { extensionOf } from '@waymark/contract';
import { loadDifference } from './load-difference.js';
import { loadModel } from './load-model.js';
import { loadPhoto } from './load-photo.js';
import { loadRaster } from './load-raster.js';
import { loadVector } from './load-vector.js';
import { unpackZip } from './unpack-zip.js';

export type Loader = (
  ctx: JobContext,
  source: LocalSource,
  processor: FileProcessor,
) => Promise<void>;

/** Attachments processed are zips of attachments (unpacked) and IFC models (converted). */
const loadAttachment: Loader = (ctx, source, processor) =>
  (extensionOf(source.file.name) === '.ifc' ? loadModel : unpackZip)(ctx, source, processor);

const LOADERS: Record<string, Loader> = {
  difference: loadDifference,
  vector: loadVector,
  raster: loadRaster,
  photo: loadPhoto,
  zip: unpackZip,
  attachment: loadAttachment,
};

/**
 * Runs one queued file through the pipeline. Input problems end as the file's error code (the
 * layer keeps its earlier data); anything else is rethrown so the queue retries the job, and
 * marked GENERAL once no retry is left.
 */
export class FileProcessor {
  constructor(
    private readonly ctx: JobContext,
    private readonly metrics?: ProcessingMetrics,
  ) {}

  async process(
    fileId: number,
    options: { lastAttempt: boolean } = { lastAttempt: true },
  ): Promise<void> {
    const file = await this.ctx.files.findById(fileId);
    // Deleted since it was queued, or already done by an earlier attempt.
    if (!file || file.status === 'ready') return;
    const loader = LOADERS[file.file_type ?? ''];
    if (!loader) {
      await this.fail(
        file,
        new ProcessingError('GDAL_COMPATIBLE', `no loader for type ${file.file_type}`),
      );
      return;
    }
    // Only one live process works on a file; another holding it finishes the job.
    await this.ctx.locks.withLock(file.id, () => this.run(file, loader, options));
  }

  private async run(
    file: LayerFileRow,
    loader: Loader,
    options: { lastAttempt: boolean },
  ): Promise<void> {
    // Finished by the lock's previous holder while this attempt waited in the queue.
    if ((await this.ctx.files.findById(file.id))?.status === 'ready') return;
    const started = performance.now();
    let outcome: 'ready' | 'failed' | 'retried' = 'ready';
    await this.ctx.files.update(file.id, {
      status: 'processing',
      progress: 0,
      error_code: null,
      error_detail: null,
    });
    await mkdir(this.ctx.config.WORK_DIR, { recursive: true });
    await this.removeLeftovers(file.id);
    const workDir = await mkdtemp(path.join(this.ctx.config.WORK_DIR, `file-${file.id}-`));
    try {
      const source = await this.materialise(file, workDir);
      // Before the loader, whose marking the file ready is the job's last word.
      const day = await readSurveyDate(source.path, file.file_type, {
        companions: source.companions.map((c) => c.name),
        timeoutMs: this.ctx.config.GDAL_TIMEOUT_SECONDS * 1000,
      });
      await this.ctx.processed.recordSurveyDate(file, day);
      await loader(this.ctx, source, this);
    } catch (err) {
      outcome = err instanceof ProcessingError || options.lastAttempt ? 'failed' : 'retried';
      if (err instanceof ProcessingError) {
        await this.fail(file, err);
        return;
      }
      // Not the file's fault (its problems are ProcessingErrors with the spec's codes): ours,
      // or the machine's. Reported on every attempt; a retry that succeeds is worth knowing too.
      reportError(err, {
        level: options.lastAttempt ? 'error' : 'warning',
        tags: {
          job: 'process-file',
          file_id: file.id,
          file_type: file.file_type ?? 'unknown',
          last_attempt: options.lastAttempt,
        },
      });
      if (options.lastAttempt) {
        this.ctx.log.error({ err, fileId: file.id }, 'processing failed');
        await this.fail(file, new ProcessingError('GENERAL', (err as Error).message));
      } else {
        await this.ctx.files.update(file.id, { status: 'queued', progress: 0 });
        throw err;
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
      const seconds = (performance.now() - started) / 1000;
      this.metrics?.jobFinished(file.file_type ?? 'unknown', outcome, seconds);
    }
  }

  /** Work directories of an earlier attempt at the file whose process died (we hold its lock). */
  private async removeLeftovers(fileId: number): Promise<void> {
    const prefix = `file-${fileId}-`;
    const entries = await readdir(this.ctx.config.WORK_DIR).catch(() => [] as string[]);
    for (const entry of entries.filter((e) => e.startsWith(prefix))) {
      await rm(path.join(this.ctx.config.WORK_DIR, entry), { recursive: true, force: true });
    }
  }

  /** Reports progress of a long step (0–100), at most once a second. */
  progressReporter(fileId: number): (percent: number) => void {
    let last = 0;
    return (percent) => {
      const now = Date.now();
      if (now - last < 1000) return;
      last = now;
      void this.ctx.files
        .update(fileId, { progress: Math.max(0, Math.min(99, Math.round(percent))) })
        .catch(() => {});
    };
  }

  private async fail(file: LayerFileRow, error: ProcessingError): Promise<void> {
    this.metrics?.processingFailed(error.code, error.title);
    this.ctx.log.warn(
      { fileId: file.id, code: error.code, detail: error.detail },
      'file could not be processed',
    );
    await this.ctx.files.update(file.id, {
      status: 'error',
      progress: 100,
      error_code: error.code,
      error_detail: (error.detail ?? error.message).slice(0, 2000),
    });
  }

  /** The main file and its companions under their uploaded names, side by side as GDAL expects. */
  private async materialise(file: LayerFileRow, workDir: string): Promise<LocalSource> {
    const inputDir = path.join(workDir, 'input');
    const companions = (await this.ctx.files.children(file.id)).filter(
      (c) => c.role === 'companion',
    );
    for (const companion of companions) {
      await this.ctx.storage.localCopy(companion.storage_key, inputDir, companion.name);
    }
    const mainPath = await this.ctx.storage.localCopy(file.storage_key, inputDir, file.name);
    return { file, path: mainPath, workDir, companions };
  }
}
