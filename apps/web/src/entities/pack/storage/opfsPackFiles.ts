import type { WriterAnswer, WriterRequest } from './opfsWriter.worker.js';
import { PackStorageError, type PackFiles } from './packFiles.js';
import { PACKS_DIR } from './storedPack.js';

const segments = (path: string) => path.split('/').filter(Boolean);

/** The handle of a file, or null when it (or a folder above it) is not there. */
async function fileHandle(path: string): Promise<FileSystemFileHandle | null> {
  const names = segments(path);
  try {
    let dir = await navigator.storage.getDirectory();
    for (const name of names.slice(0, -1)) dir = await dir.getDirectoryHandle(name);
    return await dir.getFileHandle(names.at(-1)!);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return null;
    throw error;
  }
}

type Waiting = { resolve(): void; reject(error: Error): void };

interface Writer {
  write(path: string, offset: number, data: Uint8Array): Promise<void>;
  /** Every write asked for, settled; then the worker ends. */
  stop(): Promise<void>;
}

/** The writer worker, made on the first write and kept until stopped (signing out). */
function writerWorker(): Writer {
  const worker = new Worker(new URL('./opfsWriter.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Waiting>();
  let next = 1;
  worker.onmessage = ({ data }: MessageEvent<WriterAnswer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('error' in data) waiting?.reject(new PackStorageError(data.error.name, data.error.message));
    else waiting?.resolve();
  };
  worker.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message));
    pending.clear();
  };
  const promises = new Set<Promise<void>>();
  return {
    write(path, offset, data) {
      const written = new Promise<void>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        // A copy of exactly the range's bytes, handed over to the worker.
        const buffer = data.slice().buffer;
        const message: WriterRequest = { id, path: segments(path), offset, data: buffer };
        worker.postMessage(message, [buffer]);
      });
      promises.add(written);
      const forget = () => void promises.delete(written);
      written.then(forget, forget);
      return written;
    },
    async stop() {
      // The worker answers in the order asked: once the last is answered, its queue is empty.
      await Promise.allSettled([...promises]);
      worker.terminate();
    },
  };
}

let writer: Writer | null = null;

/** Lets the queue of writes drain, then the worker go (a later write starts another). */
export async function stopWriter(): Promise<void> {
  const current = writer;
  writer = null;
  await current?.stop();
}

/** The archives as files of the origin private file system, under waymark-packs/. */
export function opfsPackFiles(): PackFiles {
  return {
    backend: 'opfs',
    write(path, offset, data) {
      writer ??= writerWorker();
      return writer.write(path, offset, data);
    },
    async size(path) {
      const handle = await fileHandle(path);
      return handle ? (await handle.getFile()).size : 0;
    },
    async read(path) {
      const handle = await fileHandle(path);
      if (!handle) throw new PackStorageError('NotFoundError', `${path} is not stored`);
      return handle.getFile();
    },
    async removeFile(path) {
      const names = segments(path);
      try {
        let dir = await navigator.storage.getDirectory();
        for (const name of names.slice(0, -1)) dir = await dir.getDirectoryHandle(name);
        await dir.removeEntry(names.at(-1)!);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
      }
    },
    async removePack(packId) {
      try {
        const root = await navigator.storage.getDirectory();
        const packs = await root.getDirectoryHandle(PACKS_DIR);
        await packs.removeEntry(String(packId), { recursive: true });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
      }
    },
  };
}
