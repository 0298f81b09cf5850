import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { FeatureBuildRepository } from '../repositories/feature-build.repository.js';
import type { FeatureRepository } from '../repositories/feature.repository.js';
import type { LayerFileRepository, LayerFileRow } from '../repositories/layer-file.repository.js';
import type { ProcessedFileRepository } from '../repositories/processed-file.repository.js';
import type { ProcessingLockRepository } from '../repositories/processing-lock.repository.js';
import type { Storage } from '../storage/storage.js';

/** What every processing step needs (built once, in the container). */
export interface JobContext {
  config: Config;
  files: LayerFileRepository;
  features: FeatureRepository;
  featureBuilds: FeatureBuildRepository;
  processed: ProcessedFileRepository;
  locks: ProcessingLockRepository;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The file being processed, copied (or linked) into the job's work directory with its companions. */
export interface LocalSource {
  file: LayerFileRow;
  path: string;
  workDir: string;
  companions: LayerFileRow[];
}

/** A file's features are numbered from its id, so a retried job gives the same fids again. */
export function firstFid(fileId: number): bigint {
  return BigInt(fileId) << 32n;
}
