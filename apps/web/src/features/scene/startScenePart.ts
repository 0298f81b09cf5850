import { chunkProblemOf, withTimeout, type ChunkProblem } from '../../lib/lazySection.js';

/** A part of the 3D scene on the map: its custom layer, and what takes it off again. */
export interface ScenePart<L> {
  layer: L;
  dispose(): void;
}

/**
 * Starts a part of the 3D scene (its clouds, its models) once its code has loaded, which brings
 * three.js: a map whose scene shows neither never fetches it. Nothing starts when the scene was
 * left meanwhile (`signal`). Answers what takes the part off the map.
 */
export function startScenePart<L>(
  load: () => Promise<() => ScenePart<L>>,
  signal: AbortSignal,
  onLayer: (layer: L) => void,
  onUnloadable: (problem: ChunkProblem) => void,
): () => void {
  let dispose = () => {};
  withTimeout(load()).then(
    (start) => {
      if (signal.aborted) return;
      const part = start();
      onLayer(part.layer);
      dispose = part.dispose;
    },
    (error: unknown) => {
      if (signal.aborted) return;
      onUnloadable(chunkProblemOf(error));
    },
  );
  return () => dispose();
}
