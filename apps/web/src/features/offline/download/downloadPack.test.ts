import type { PackArchiveRead, PackRead } from '@waymark/contract/pack';
import { describe, expect, it } from 'vitest';
import { memoryTable } from '../../../entities/pack/storage/recordTable.js';
import { filesOfPack, type StoredPack } from '../../../entities/pack/storage/storedPack.js';
import { storedPacksOver } from '../../../entities/pack/storage/storedPacks.js';
import { map } from '../../../test/fixtures.js';
import { downloadPack, type DownloadContext } from './downloadPack.js';
import type { LiveDownload } from './offlineStore.js';
import { archiveBytes, memoryPackFiles, rangeServer } from './testPackFiles.js';

const CONTENT = archiveBytes(6000);

const archive = (status: PackArchiveRead['status']): PackArchiveRead => ({
  layer: 4,
  name: 'Contours',
  kind: 'vector',
  data_version: 2,
  status,
  progress: status === 'ready' ? 100 : 40,
  tiles: 12,
  bytes: status === 'ready' ? CONTENT.length : null,
  error: null,
  url: status === 'ready' ? '/api/pack-archives/1/2/9/sig/archive.pmtiles' : null,
  url_expires: null,
});

const pack = (status: PackArchiveRead['status']): PackRead => ({
  id: 9,
  map: 3,
  map_name: 'Demo map',
  share: null,
  bbox: [-123.07, 44.05, -123.06, 44.06],
  zoom_min: 14,
  zoom_max: 15,
  attachments: false,
  status: status === 'ready' ? 'ready' : 'building',
  progress: status === 'ready' ? 100 : 40,
  tiles: 12,
  bytes: CONTENT.length,
  current: true,
  created_at: '2026-11-29T10:00:00Z',
  archives: [archive(status)],
  abilities: { view: true, delete: true },
});

function setUp(answers: PackRead[], fetch = rangeServer(CONTENT).fetch) {
  const records = storedPacksOver(memoryTable<StoredPack>((s) => s.packId));
  const files = memoryPackFiles();
  const lives: (LiveDownload | null)[] = [];
  let asked = 0;
  const ctx: DownloadContext = {
    records,
    files,
    fetch,
    chunkBytes: 4096,
    fetchPack: () => Promise.resolve(answers[Math.min(asked++, answers.length - 1)]!),
    signal: new AbortController().signal,
    onRecord: () => undefined,
    onLive: (live) => void lives.push(live),
    wait: () => Promise.resolve(),
  };
  const first = answers[0]!;
  const stored: StoredPack = {
    packId: first.id,
    mapId: first.map,
    map: map({ id: first.map }),
    pack: first,
    request: { bbox: null, zoom_min: 14, zoom_max: 15, attachments: false },
    files: filesOfPack(first),
    backend: 'idb',
    startedAt: '2026-11-29T10:00:00Z',
    storedAt: null,
  };
  return { ctx, records, files, lives, stored, path: stored.files[0]!.path };
}

describe('downloadPack', () => {
  it('waits for the server to build the archive, then downloads it and marks the pack stored', async () => {
    const { ctx, records, files, lives, stored, path } = setUp([pack('building'), pack('ready')]);
    await records.put(stored);
    const end = await downloadPack(9, ctx);
    expect(end?.storedAt).not.toBeNull();
    expect(files.bytes(path)).toEqual(CONTENT);
    expect(lives[0]).toEqual({ phase: 'building', problem: null });
    expect(lives.at(-1)).toBeNull();
    expect((await records.get(9))?.files[0]?.done).toBe(CONTENT.length);
  });

  it('goes on from the offset the record kept (a reload in the middle)', async () => {
    const server = rangeServer(CONTENT);
    const { ctx, records, files, stored, path } = setUp([pack('ready')], server.fetch);
    await files.write(path, 0, CONTENT.slice(0, 2000));
    await records.put({ ...stored, files: [{ ...stored.files[0]!, done: 2000 }] });
    await downloadPack(9, ctx);
    expect(server.asked[0]).toMatch(/^bytes=2000-/);
    expect(files.bytes(path)).toEqual(CONTENT);
  });

  it('reports a full browser as such and stops', async () => {
    const { ctx, records, lives, stored } = setUp([pack('ready')]);
    ctx.files = {
      ...ctx.files,
      write: () => Promise.reject(new DOMException('No room', 'QuotaExceededError')),
    };
    await records.put(stored);
    const end = await downloadPack(9, ctx);
    expect(end?.storedAt).toBeNull();
    expect(lives.at(-1)).toEqual({ phase: 'failed', problem: { kind: 'quota' } });
  });

  it('waits for the network when it goes, and resumes', async () => {
    const content = rangeServer(CONTENT);
    let calls = 0;
    const flaky = ((url: string, init?: RequestInit) =>
      (calls += 1) === 2
        ? Promise.reject(new TypeError('Failed to fetch'))
        : content.fetch(url, init)) as typeof fetch;
    const { ctx, records, files, lives, stored, path } = setUp([pack('ready')], flaky);
    ctx.fetch = flaky;
    await records.put(stored);
    // 4 KiB ranges: the second is lost to the network.
    const end = await downloadPack(9, ctx);
    expect(lives).toContainEqual({ phase: 'paused', problem: { kind: 'network' } });
    expect(end?.storedAt).not.toBeNull();
    expect(files.bytes(path)).toEqual(CONTENT);
  });

  it('drops an archive gone from the pack (its layer removed), bytes and all, and ends with the rest', async () => {
    const gone = { ...archive('ready'), layer: 5, name: 'Removed layer' };
    const before = { ...pack('ready'), archives: [archive('ready'), gone] };
    const { ctx, records, files, lives, stored, path } = setUp([before, pack('ready')]);
    const gonePath = stored.files[1]!.path;
    // Half of the removed layer's archive was downloaded before a reload.
    await files.write(gonePath, 0, CONTENT.slice(0, 1000));
    await records.put({
      ...stored,
      files: [stored.files[0]!, { ...stored.files[1]!, done: 1000 }],
    });
    // The first answer still has it; the next (after a refused URL) no more.
    let asked = 0;
    ctx.fetch = ((url: string, init?: RequestInit) =>
      (asked += 1) === 1
        ? Promise.resolve(new Response('{}', { status: 404 }))
        : rangeServer(CONTENT).fetch(url, init)) as typeof fetch;
    const end = await downloadPack(9, ctx);
    expect(end?.storedAt).not.toBeNull();
    expect(end?.files.map((f) => f.path)).toEqual([path]);
    expect(files.bytes(gonePath)).toEqual(new Uint8Array());
    expect(files.bytes(path)).toEqual(CONTENT);
    expect(lives.at(-1)).toBeNull();
  });

  it('never calls a pack with no archive left stored, and says why', async () => {
    const empty = { ...pack('ready'), archives: [] };
    const { ctx, records, lives, stored } = setUp([pack('ready'), empty]);
    await records.put(stored);
    ctx.fetchPack = () => Promise.resolve(empty);
    const end = await downloadPack(9, ctx);
    expect(end?.storedAt).toBeNull();
    expect(end?.files).toEqual([]);
    expect(lives.at(-1)).toEqual({ phase: 'failed', problem: { kind: 'empty' } });
  });

  it('reports a storage failure’s own message, and tells the user plainly', async () => {
    const { ctx, records, lives, stored } = setUp([pack('ready')]);
    const failure = new DOMException('Die Datei ist gesperrt', 'InvalidStateError');
    const reported: unknown[] = [];
    ctx.report = (error) => void reported.push(error);
    ctx.files = { ...ctx.files, write: () => Promise.reject(failure) };
    await records.put(stored);
    await downloadPack(9, ctx);
    expect(reported).toEqual([failure]);
    expect(lives.at(-1)).toEqual({ phase: 'failed', problem: { kind: 'storage' } });
  });
});
