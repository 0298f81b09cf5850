import { lazy, type ComponentType } from 'react';
import { hasWebGL } from './webgl.js';

/** Longest a part waits for the first frame: a page without a map, or one that cannot load. */
export const FIRST_FRAME_WAIT_MS = 3000;

let drawn = false;
const waiting: (() => void)[] = [];

/** Called once the map's first frame is drawn (mapTimings). */
export function firstFrameDrawn(): void {
  drawn = true;
  for (const resolve of waiting.splice(0)) resolve();
}

/**
 * Resolves once the map's first frame is drawn: the parts of the map page that frame does not
 * need (the search box, the selects) load after it rather than compete with it for the
 * network. Without WebGL no frame comes, and none is waited for.
 */
export function afterFirstFrame(): Promise<void> {
  if (drawn || !hasWebGL()) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, FIRST_FRAME_WAIT_MS);
  });
}

/** A component of the map page that loads after the first frame (React.lazy, see above). */
export function lazyAfterFirstFrame<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    afterFirstFrame()
      .then(load)
      .then((component) => ({ default: component })),
  );
}
