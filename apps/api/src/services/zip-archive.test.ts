import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { LocalStorage } from '../storage/local-storage.js';
import { safeSegment, zipStream } from './zip-archive.js';

async function entryNames(stream: Readable): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.concat(chunks), (err, zip) => {
      if (err) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => names.push(e.fileName));
      zip.on('end', () => resolve(names));
    });
  });
}

describe('zip archive', () => {
  it('makes names safe on every file system', () => {
    expect(safeSegment('Roads: "north"/south')).toBe('Roads_ _north__south');
    expect(safeSegment('..')).toBe('_');
    expect(safeSegment(' .hidden. ')).toBe('hidden');
  });

  it('keeps members inside their folder and their paths unique', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'zip-test-'));
    try {
      const storage = new LocalStorage(dir);
      await storage.put('a/1', Readable.from([Buffer.from('one')]));
      const member = { storageKey: 'a/1', size: 3, modified: new Date() };
      const names = await entryNames(
        zipStream(storage, [
          { ...member, folder: 'Layer', name: 'report.pdf' },
          { ...member, folder: 'Layer', name: 'REPORT.pdf' },
          { ...member, folder: 'Layer', name: '../../etc/passwd' },
          { ...member, folder: '../x', name: 'photos/p.jpg' },
        ]),
      );
      expect(names).toEqual([
        'Layer/report.pdf',
        'Layer/REPORT (2).pdf',
        'Layer/etc/passwd',
        '_x/photos/p.jpg',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('ends the stream with an error when a member cannot be read', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'zip-test-'));
    try {
      const stream = zipStream(new LocalStorage(dir), [
        {
          folder: 'L',
          name: 'gone.txt',
          storageKey: 'missing/file',
          size: 1,
          modified: new Date(),
        },
      ]);
      await expect(entryNames(stream)).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
