import type { DecodedPoints, DecodeRequest } from './decodePoints.js';
import type { WorkerAnswer, WorkerRequest } from './decode.worker.js';

export interface PointDecoder {
  decode(request: DecodeRequest): Promise<DecodedPoints>;
  dispose(): void;
}

/** Decoding on this thread: where workers are missing (tests, very old browsers). */
function inlineDecoder(): PointDecoder {
  return {
    async decode(request) {
      const [{ decodePoints }, { loadLazPerf }] = await Promise.all([
        import('./decodePoints.js'),
        import('./lazPerf.js'),
      ]);
      return decodePoints(request, await loadLazPerf());
    },
    dispose: () => undefined,
  };
}

/** A decoder in a Web Worker (one per viewer), answering requests by id. */
export function createPointDecoder(): PointDecoder {
  if (typeof Worker === 'undefined') return inlineDecoder();
  const worker = new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve(p: DecodedPoints): void; reject(e: Error): void }>();
  let next = 1;
  worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('error' in data) waiting?.reject(new Error(data.error));
    else waiting?.resolve(data.points);
  };
  worker.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message));
    pending.clear();
  };
  return {
    decode(request) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const message: WorkerRequest = { id, request };
        worker.postMessage(message, [request.compressed.buffer as ArrayBuffer]);
      });
    },
    dispose() {
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new Error('disposed'));
      pending.clear();
    },
  };
}
