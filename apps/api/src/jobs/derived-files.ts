import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { LayerFileRow } from '../repositories/layer-file.repository.js';
import type { NewDerivedFile } from '../repositories/processed-file.repository.js';
import type { JobContext } from './job-context.js';

export type DerivedValues = Omit<NewDerivedFile, 'storage_key' | 'size' | 'sha256' | 'name'>;
/** Stores the file at a path under its own name, beside the source. */
export type StoreDerived = (filePath: string, values: DerivedValues) => Promise<void>;

/**
 * Files a loader makes from a source: `make` puts each in storage, `record` records them all,
 * then what an earlier run derived is deleted. If either fails, what this run stored goes.
 */
export async function keepDerivedFiles(
  ctx: JobContext,
  source: LayerFileRow,
  make: (store: StoreDerived) => Promise<void>,
  record: (derived: readonly NewDerivedFile[]) => Promise<void>,
): Promise<void> {
  const derived: NewDerivedFile[] = [];
  const stored: string[] = [];
  const store: StoreDerived = async (filePath, values) => {
    const key = `layers/${source.layer_id}/${randomUUID()}/${path.basename(filePath)}`;
    const put = await ctx.storage.put(key, createReadStream(filePath));
    stored.push(key);
    derived.push({
      ...values,
      name: path.basename(filePath),
      storage_key: key,
      size: put.size,
      sha256: put.sha256,
    });
  };
  const previous = (await ctx.files.children(source.id)).filter((c) => c.role === 'derived');
  try {
    await make(store);
    await record(derived);
  } catch (err) {
    await ctx.storage.delete(stored);
    throw err;
  }
  await ctx.storage.delete(previous.map((p) => p.storage_key));
}
