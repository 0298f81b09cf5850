import { decodePoints, transferablesOf, type DecodeRequest } from './decodePoints.js';
import { loadLazPerf } from './lazPerf.js';

export interface WorkerRequest {
  id: number;
  request: DecodeRequest;
}

export type WorkerAnswer =
  { id: number; points: Awaited<ReturnType<typeof decodePoints>> } | { id: number; error: string };

// The DOM library types `self` as a window; in here it is a dedicated worker.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerAnswer, transfer?: Transferable[]): void;
};

/** Decodes nodes off the page's thread, so orbiting stays smooth while detail streams in. */
scope.onmessage = ({ data }) => {
  void loadLazPerf()
    .then((lazPerf) => decodePoints(data.request, lazPerf))
    .then(
      (points) => scope.postMessage({ id: data.id, points }, transferablesOf(points)),
      (error: unknown) => scope.postMessage({ id: data.id, error: String(error) }),
    );
};
