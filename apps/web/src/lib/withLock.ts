/** The part of the Web Locks API used here (navigator.locks). */
interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, run: () => Promise<T>): Promise<T>;
}

/**
 * Runs `run` holding the browser's lock `name` (navigator.locks): across the tabs of the app,
 * one at a time; the others wait their turn (or stop waiting when `signal` aborts). Where the
 * browser has no Web Locks, it just runs.
 */
export function withLock<T>(
  name: string,
  signal: AbortSignal,
  run: () => Promise<T>,
  locks: LockManagerLike | null = (globalThis.navigator as { locks?: LockManagerLike } | undefined)
    ?.locks ?? null,
): Promise<T> {
  if (!locks || typeof locks.request !== 'function') return run();
  return locks.request(name, { signal }, run);
}
