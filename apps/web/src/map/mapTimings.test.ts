import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_FRAME_MARK,
  LAYERS_DRAWN_MARK,
  markFirstFrame,
  markLayersDrawn,
} from './mapTimings.js';

/** A map that only records its one-off listeners, so the test can fire them. */
function fakeMap() {
  const listeners = new Map<string, (() => void)[]>();
  return {
    once(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return this;
    },
    fire(event: string) {
      for (const listener of listeners.get(event) ?? []) listener();
      listeners.delete(event);
    },
  };
}

describe('map timing marks', () => {
  afterEach(() => performance.clearMarks());

  it('marks the first frame and the first idle after the layers are added, once per page', () => {
    const map = fakeMap();
    markFirstFrame(map as never);
    expect(performance.getEntriesByName(FIRST_FRAME_MARK)).toHaveLength(0);
    map.fire('render');
    markLayersDrawn(map as never);
    map.fire('idle');
    const first = performance.getEntriesByName(FIRST_FRAME_MARK)[0]!.startTime;

    // A second map on the same page (another map chosen) leaves the marks as they were.
    const next = fakeMap();
    markFirstFrame(next as never);
    markLayersDrawn(next as never);
    next.fire('render');
    next.fire('idle');
    expect(performance.getEntriesByName(FIRST_FRAME_MARK)).toHaveLength(1);
    expect(performance.getEntriesByName(FIRST_FRAME_MARK)[0]!.startTime).toBe(first);
    expect(performance.getEntriesByName(LAYERS_DRAWN_MARK)).toHaveLength(1);
  });
});
