import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Parts of the product loaded on demand give up after 120 s (section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Loading a part of the application took longer than ${timeoutMs / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Why a part's code did not load, as the app's texts name it (app.chunkError, app.chunkTimeout). */
export type ChunkProblem = 'chunkError' | 'chunkTimeout';

/** Whether a problem is a part's code not loading: the app's own texts say it (app.*). */
export function isChunkProblem(problem: string): problem is ChunkProblem {
  return problem === 'chunkError' || problem === 'chunkTimeout';
}

/** The app's text key for a load that failed: it took too long, or it failed. */
export function chunkProblemOf(error: unknown): ChunkProblem {
  return error instanceof ChunkTimeoutError ? 'chunkTimeout' : 'chunkError';
}

/** The load, or a ChunkTimeoutError when it has not settled in time. */
export function withTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A page of an on-demand section: the section's chunk is fetched when the page is first shown. */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const section = await withTimeout(load(), timeoutMs);
    const component = section[exportName];
    if (typeof component !== 'function') throw new Error(`${exportName} is not in its section`);
    return { default: component as ComponentType };
  });
}
