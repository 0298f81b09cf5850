import { describe, expect, it } from 'vitest';
import { withLock } from './withLock.js';

/** Web Locks as the browser gives them: one holder per name, the others queued. */
function fakeLocks() {
  const held = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, options: { signal?: AbortSignal }, run: () => Promise<T>) {
      const before = held.get(name) ?? Promise.resolve();
      const turn = new Promise<void>((resolve, reject) => {
        void before.then(() =>
          options.signal?.aborted ? reject(new DOMException('aborted', 'AbortError')) : resolve(),
        );
      });
      const result = turn.then(run);
      held.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

describe('withLock', () => {
  it('runs one holder of a name at a time, the next once the first is done', async () => {
    const locks = fakeLocks();
    const events: string[] = [];
    let finish!: () => void;
    const first = withLock(
      'waymark-pack-9',
      new AbortController().signal,
      () => {
        events.push('first');
        return new Promise<void>((resolve) => (finish = resolve));
      },
      locks,
    );
    const second = withLock(
      'waymark-pack-9',
      new AbortController().signal,
      async () => {
        events.push('second');
      },
      locks,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual(['first']);
    finish();
    await Promise.all([first, second]);
    expect(events).toEqual(['first', 'second']);
  });

  it('stops waiting when aborted, and just runs without Web Locks', async () => {
    const locks = fakeLocks();
    let finish!: () => void;
    const first = withLock(
      'a',
      new AbortController().signal,
      () => new Promise<void>((r) => (finish = r)),
      locks,
    );
    const controller = new AbortController();
    const waiting = withLock('a', controller.signal, async () => 'ran', locks);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    await first;
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(await withLock('a', controller.signal, async () => 'ran', null)).toBe('ran');
  });
});
