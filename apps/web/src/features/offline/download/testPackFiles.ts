import type { PackFiles } from '../../../entities/pack/storage/packFiles.js';

/** Pack files in memory, for tests (jsdom has neither OPFS nor IndexedDB). */
export function memoryPackFiles(): PackFiles & { bytes(path: string): Uint8Array } {
  const files = new Map<string, Uint8Array>();
  const bytes = (path: string) => files.get(path) ?? new Uint8Array();
  return {
    backend: 'idb',
    bytes,
    write(path, offset, data) {
      const current = bytes(path);
      const next = new Uint8Array(Math.max(current.length, offset + data.length));
      next.set(current);
      next.set(data, offset);
      files.set(path, next);
      return Promise.resolve();
    },
    size: (path) => Promise.resolve(bytes(path).length),
    read: (path) => Promise.resolve(new Blob([bytes(path).slice()])),
    removeFile(path) {
      files.delete(path);
      return Promise.resolve();
    },
    removePack(packId) {
      for (const path of [...files.keys()]) if (path.includes(`/${packId}/`)) files.delete(path);
      return Promise.resolve();
    },
  };
}

/** An archive server: Range requests on `content`, counted; `failAfter` requests, the network goes. */
export function rangeServer(
  content: Uint8Array,
  options: { failAfter?: number; ignoreRange?: boolean } = {},
) {
  const asked: string[] = [];
  const fetch = (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const range = new Headers(init?.headers).get('Range') ?? '';
    asked.push(range);
    if (options.failAfter !== undefined && asked.length > options.failAfter) {
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    if (options.ignoreRange) return Promise.resolve(new Response(content.slice()));
    const match = /^bytes=(\d+)-(\d+)$/.exec(range);
    const start = Number(match?.[1] ?? 0);
    if (start >= content.length) {
      return Promise.resolve(
        new Response(null, {
          status: 416,
          headers: { 'Content-Range': `bytes */${content.length}` },
        }),
      );
    }
    const end = Math.min(Number(match?.[2] ?? content.length - 1), content.length - 1);
    return Promise.resolve(
      new Response(content.slice(start, end + 1), {
        status: 206,
        headers: { 'Content-Range': `bytes ${start}-${end}/${content.length}` },
      }),
    );
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

/** `length` bytes that differ from one offset to the next (a misplaced range shows). */
export function archiveBytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 7 + (i >> 8)) % 251);
}
