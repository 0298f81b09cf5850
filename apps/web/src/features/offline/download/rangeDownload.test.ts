import { describe, expect, it } from 'vitest';
import { ArchiveFetchError, downloadRanges } from './rangeDownload.js';
import { archiveBytes, memoryPackFiles, rangeServer } from './testPackFiles.js';

const PATH = 'waymark-packs/1/2-vector.pmtiles';

describe('downloadRanges', () => {
  it('downloads an archive range by range into its file, reporting each', async () => {
    const content = archiveBytes(10_000);
    const server = rangeServer(content);
    const files = memoryPackFiles();
    const progress: [number, number][] = [];
    const total = await downloadRanges({
      url: '/archive.pmtiles',
      start: 0,
      total: null,
      chunkBytes: 4096,
      fetch: server.fetch,
      write: (offset, data) => files.write(PATH, offset, data),
      progress: (done, all) => void progress.push([done, all]),
    });
    expect(total).toBe(10_000);
    expect(files.bytes(PATH)).toEqual(content);
    expect(server.asked).toEqual(['bytes=0-4095', 'bytes=4096-8191', 'bytes=8192-9999']);
    expect(progress).toEqual([
      [4096, 10_000],
      [8192, 10_000],
      [10_000, 10_000],
    ]);
  });

  it('resumes from the offset recorded before the network went, with the same bytes in the end', async () => {
    const content = archiveBytes(9000);
    const files = memoryPackFiles();
    let recorded = 0;
    const job = (fetch: typeof globalThis.fetch) =>
      downloadRanges({
        url: '/archive.pmtiles',
        start: recorded,
        total: 9000,
        chunkBytes: 2000,
        fetch,
        write: (offset, data) => files.write(PATH, offset, data),
        progress: (done) => {
          recorded = done;
        },
      });
    const first = rangeServer(content, { failAfter: 2 });
    await expect(job(first.fetch)).rejects.toBeInstanceOf(TypeError);
    expect(recorded).toBe(4000);

    const second = rangeServer(content);
    await job(second.fetch);
    // Nothing already written is asked for again.
    expect(second.asked[0]).toBe('bytes=4000-5999');
    expect(second.asked.at(-1)).toBe('bytes=8000-8999');
    expect(files.bytes(PATH)).toEqual(content);
  });

  it('takes the rest of the file from a server that ignores Range', async () => {
    const content = archiveBytes(5000);
    const files = memoryPackFiles();
    await files.write(PATH, 0, content.slice(0, 1000));
    await downloadRanges({
      url: '/archive.pmtiles',
      start: 1000,
      total: null,
      fetch: rangeServer(content, { ignoreRange: true }).fetch,
      write: (offset, data) => files.write(PATH, offset, data),
      progress: () => undefined,
    });
    expect(files.bytes(PATH)).toEqual(content);
  });

  it('stops at once on a refused URL (an expired signature)', async () => {
    const refused = (() => Promise.resolve(new Response('{}', { status: 403 }))) as typeof fetch;
    await expect(
      downloadRanges({
        url: '/archive.pmtiles',
        start: 0,
        total: 10,
        fetch: refused,
        write: () => Promise.resolve(),
        progress: () => undefined,
      }),
    ).rejects.toEqual(new ArchiveFetchError(403));
  });

  it('asks nothing of an archive already complete', async () => {
    const server = rangeServer(archiveBytes(100));
    const total = await downloadRanges({
      url: '/a',
      start: 100,
      total: 100,
      fetch: server.fetch,
      write: () => Promise.resolve(),
      progress: () => undefined,
    });
    expect(total).toBe(100);
    expect(server.asked).toEqual([]);
  });
});
