import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Container } from '../container.js';
import { relayoutCog } from '../processing/raster/relayout-cog.js';
import type { UnrecordedCog } from '../repositories/cog-layout.repository.js';

export interface RelayoutSummary {
  rewritten: number;
  values: number;
  /** Reprocessed or deleted while being rewritten: left as they are now. */
  changed: number;
  failed: number;
}

type Outcome = Exclude<keyof RelayoutSummary, 'failed'>;

/** One COG: rewritten and swapped in, or recorded as values; the old one kept until then. */
async function relayoutOne(
  c: Container,
  cog: UnrecordedCog,
  workDir: string,
  report: (p: number) => void,
): Promise<Outcome> {
  const source = await c.storage.localCopy(cog.storage_key, workDir, 'before.tif');
  const out = path.join(workDir, cog.name);
  const result = await relayoutCog({
    path: source,
    outPath: out,
    workDir,
    timeoutMs: c.config.GDAL_TIMEOUT_SECONDS * 1000,
    onProgress: report,
  });
  if (result === 'values') {
    await c.repos.cogLayouts.recordOwn(cog.id);
    return 'values';
  }
  const key = `layers/${cog.layer_id}/${randomUUID()}/${cog.name}`;
  const stored = await c.storage.putFile(key, out);
  const swapped = await c.repos.cogLayouts
    .replace(cog, { storage_key: key, size: stored.size, sha256: stored.sha256 })
    .catch(async (err: unknown) => {
      await c.storage.delete([key]);
      throw err;
    });
  // Swapped: the old COG goes; else the file changed meanwhile, and the new one is not wanted.
  await c.storage.delete([swapped ? cog.storage_key : key]);
  return swapped ? 'rewritten' : 'changed';
}

/**
 * Rewrites the imagery COGs made before they were laid out on the web's tiles (issue 29), one
 * after another, and records the others (values) as they are. Each file is swapped in a
 * transaction once its new COG is stored and checked, so the job can stop anywhere and be run
 * again: it takes up what is left. A file that fails keeps its old COG (its tiles are drawn
 * from it as before) and is tried again next time.
 */
export async function relayoutRasters(
  c: Container,
  print: (line: string) => void,
): Promise<RelayoutSummary> {
  const unrecorded = await c.repos.cogLayouts.unrecorded();
  const summary: RelayoutSummary = { rewritten: 0, values: 0, changed: 0, failed: 0 };
  print(`${unrecorded.length} COG(s) without a recorded layout`);
  await mkdir(c.config.WORK_DIR, { recursive: true });
  for (const [i, cog] of unrecorded.entries()) {
    const label = `[${i + 1}/${unrecorded.length}] layer ${cog.layer_id}, ${cog.name}`;
    const workDir = await mkdtemp(path.join(c.config.WORK_DIR, 'relayout-'));
    let shown = -1;
    const report = (percent: number) => {
      const tenth = Math.floor(percent / 10);
      if (tenth > shown) print(`${label}: ${tenth * 10} %`);
      shown = Math.max(shown, tenth);
    };
    try {
      const outcome = await relayoutOne(c, cog, workDir, report);
      summary[outcome] += 1;
      print(`${label}: ${outcome}`);
    } catch (err) {
      summary.failed += 1;
      print(`${label}: failed, kept as it was (${err instanceof Error ? err.message : err})`);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  return summary;
}
