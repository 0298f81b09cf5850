import { describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '../../lib/lazySection.js';
import { startScenePart } from './startScenePart.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startScenePart', () => {
  it('starts the part once its code has loaded, and stop takes it off', async () => {
    const dispose = vi.fn();
    const onLayer = vi.fn();
    const stop = startScenePart(
      () => Promise.resolve(() => ({ layer: 'clouds', dispose })),
      new AbortController().signal,
      onLayer,
      () => {},
    );
    await settle();
    expect(onLayer).toHaveBeenCalledWith('clouds');
    stop();
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('starts nothing when the scene was left while the code loaded', async () => {
    const abort = new AbortController();
    const start = vi.fn(() => ({ layer: 'models', dispose() {} }));
    const stop = startScenePart(
      () => Promise.resolve(start),
      abort.signal,
      () => {},
      () => {},
    );
    abort.abort();
    stop();
    await settle();
    expect(start).not.toHaveBeenCalled();
  });

  it('says when the code cannot load, unless the scene was left', async () => {
    const onUnloadable = vi.fn();
    startScenePart(
      () => Promise.reject(new Error('offline')),
      new AbortController().signal,
      () => {},
      onUnloadable,
    );
    const left = new AbortController();
    left.abort();
    startScenePart(
      () => Promise.reject(new Error('offline')),
      left.signal,
      () => {},
      onUnloadable,
    );
    await settle();
    expect(onUnloadable).toHaveBeenCalledOnce();
    expect(onUnloadable).toHaveBeenCalledWith('chunkError');
  });

  it('gives up on code that has not loaded in the app’s time for a part', async () => {
    vi.useFakeTimers();
    try {
      const onUnloadable = vi.fn();
      startScenePart(
        () => new Promise<never>(() => {}),
        new AbortController().signal,
        () => {},
        onUnloadable,
      );
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      expect(onUnloadable).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onUnloadable).toHaveBeenCalledWith('chunkTimeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
