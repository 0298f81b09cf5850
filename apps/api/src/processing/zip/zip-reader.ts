import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * yauzl (central-directory based, streaming, never buffers whole entries) behind promises.
 * File names are decoded here but validated by the caller (safe-zip), so that a hostile name
 * gets our own clear message rather than yauzl's.
 */
export interface ZipReader {
  entryCount: number;
  entries(): AsyncGenerator<{ entry: Entry; name: string }>;
  openStream(entry: Entry): Promise<Readable>;
  close(): void;
}

export async function openZip(filePath: string): Promise<ZipReader> {
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    yauzl.open(
      filePath,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (err, zipfile) => (err ? reject(err) : resolve(zipfile)),
    );
  });
  // An 'error' event without a listener would crash the process; errors reach callers through
  // the per-call listeners below.
  zip.on('error', () => {});

  async function* entries(): AsyncGenerator<{ entry: Entry; name: string }> {
    for (;;) {
      const entry = await new Promise<Entry | null>((resolve, reject) => {
        const done = (value: Entry | null, error?: Error) => {
          zip.off('entry', onEntry);
          zip.off('end', onEnd);
          zip.off('error', onError);
          if (error) reject(error);
          else resolve(value);
        };
        const onEntry = (e: Entry) => done(e);
        const onEnd = () => done(null);
        const onError = (e: Error) => done(null, e);
        zip.on('entry', onEntry);
        zip.on('end', onEnd);
        zip.on('error', onError);
        zip.readEntry();
      });
      if (!entry) return;
      // decodeStrings:false leaves fileName raw; decode as yauzl would (CP437 or UTF-8, the
      // Info-ZIP Unicode path field, backslashes turned into slashes).
      const raw = entry.fileName as unknown as Buffer;
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        raw,
        entry.extraFields,
        false,
      );
      yield { entry, name };
    }
  }

  return {
    entryCount: zip.entryCount,
    entries,
    openStream: (entry) => zip.openReadStreamPromise(entry),
    close: () => zip.close(),
  };
}
