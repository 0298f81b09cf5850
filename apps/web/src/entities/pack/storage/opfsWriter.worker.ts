/**
 * Writes the archives' ranges into OPFS files through sync access handles: in place, at the
 * offset, flushed before answering. (A writable stream from the page would copy the whole file
 * into a swap file at each commit: quadratic for an archive written 4 MiB at a time.)
 */

export interface WriterRequest {
  id: number;
  /** Folder names then the file's name, from the OPFS root. */
  path: string[];
  offset: number;
  data: ArrayBuffer;
}

export type WriterAnswer =
  { id: number } | { id: number; error: { name: string; message: string } };

/** The part of a sync access handle used here (the DOM library does not type it). */
interface SyncHandle {
  write(data: ArrayBuffer, options: { at: number }): number;
  flush(): void;
  close(): void;
}

// The DOM library types `self` as a window; in here it is a dedicated worker.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WriterRequest>) => void) | null;
  postMessage(message: WriterAnswer): void;
};

async function write({ path, offset, data }: WriterRequest): Promise<void> {
  let dir = await navigator.storage.getDirectory();
  for (const name of path.slice(0, -1)) dir = await dir.getDirectoryHandle(name, { create: true });
  const file = await dir.getFileHandle(path.at(-1)!, { create: true });
  const handle = await (
    file as unknown as { createSyncAccessHandle(): Promise<SyncHandle> }
  ).createSyncAccessHandle();
  try {
    let written = 0;
    while (written < data.byteLength) {
      written += handle.write(data.slice(written), { at: offset + written });
    }
    handle.flush();
  } finally {
    // Closed at once: the page reads the file while the next range downloads.
    handle.close();
  }
}

// One write at a time, in the order asked: each opens the file's only sync handle.
let queue = Promise.resolve();
scope.onmessage = ({ data }) => {
  queue = queue.then(() =>
    write(data).then(
      () => scope.postMessage({ id: data.id }),
      (error: unknown) =>
        scope.postMessage({
          id: data.id,
          error: {
            name: error instanceof Error ? error.name : 'Error',
            message: error instanceof Error ? error.message : String(error),
          },
        }),
    ),
  );
};
