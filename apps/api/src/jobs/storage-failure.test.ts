import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../container.js';
import { LocalStorage } from '../storage/local-storage.js';
import type { Storage, StoredObject } from '../storage/storage.js';
import { filesUnder } from '../test/files.js';
import { uploadForm } from '../test/multipart.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { FileProcessor } from './file-processor.js';

/** The local driver on a disk that fills up: the Nth write stops with ENOSPC half-way through. */
class FillingDisk extends LocalStorage implements Storage {
  writes = 0;

  constructor(
    root: string,
    private readonly failingWrite: number,
  ) {
    super(root);
  }

  override put(key: string, body: Readable): Promise<StoredObject> {
    this.writes += 1;
    if (this.writes !== this.failingWrite) return super.put(key, body);
    async function* filling() {
      let written = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written >= 64 * 1024) {
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
            code: 'ENOSPC',
          });
        }
        yield chunk;
      }
    }
    return super.put(key, Readable.from(filling()));
  }
}

/**
 * Storage failing while a file is processed (the disk full as its COG is written): the file
 * ends with a processing error, the layer keeps what it showed, the original is kept, and no
 * half-written object is left behind.
 */
describe('storage failing during processing', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
  });

  it('ends the file in error and leaves the layer and the original as they were', async () => {
    const upload = (layerId: number | null) => {
      const form = uploadForm([
        {
          fixture: 'geotiff/RGB.byte.tif',
          type: 'raster',
          ...(layerId ? { layerId } : { layerName: 'Ortho' }),
        },
      ]);
      return t.request('PATCH', `/api/maps/${mapId}/`, {
        token: user.token,
        body: form.body,
        headers: form.headers,
      });
    };
    const first = await upload(null);
    expect(first.statusCode, first.body).toBe(200);
    await t.runJobs();
    const layerId = first.json().layers.find((l: { name: string }) => l.name === 'Ortho').id;
    const before = await filesUnder(t.config.STORAGE_DIR);

    const second = await upload(layerId);
    expect(second.statusCode, second.body).toBe(200);
    const [fileId] = t.jobs.take();
    // The processor's one write is the COG: it is the one that fails.
    const disk = new FillingDisk(t.config.STORAGE_DIR, 1);
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const { repos, config } = t.container;
    const processor = new FileProcessor(jobContext(repos, config, disk, silent));
    await processor.process(fileId!, { lastAttempt: true });
    expect(disk.writes).toBe(1);

    const file = await repos.layerFiles.findById(fileId!);
    // GENERAL (1): the code for a failure that is not the file's.
    expect(file).toMatchObject({ status: 'error', error_code: 1 });
    expect(file!.error_detail).toMatch(/no space left on device/);
    // The original is kept; the first file's COG still serves the layer; nothing else is new.
    const after = await filesUnder(t.config.STORAGE_DIR);
    expect(after).toContain(file!.storage_key);
    expect(after.filter((f) => !before.includes(f))).toEqual([file!.storage_key]);
    const status = await t.request('GET', `/api/layers/${layerId}/status`, { token: user.token });
    expect(status.statusCode).toBe(200);
    const files = (
      await t.request('GET', `/api/layers/${layerId}/files/`, { token: user.token })
    ).json();
    expect(files.map((f: { status: string }) => f.status).sort()).toEqual(['error', 'ready']);
  });
});
