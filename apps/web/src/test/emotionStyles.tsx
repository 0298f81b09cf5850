import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { ltrCache } from '../app/layout/emotionCaches.js';

let defaultCache: EmotionCache | null = null;

/** Reads the cache emotion uses outside a CacheProvider (it exports no other way to it). */
function CaptureDefaultCache() {
  defaultCache = __unsafe_useEmotionCache();
  return null;
}

/**
 * Removes the CSS rules emotion inserted for a test file's components, and emotion's record of
 * them, so that the next file's components insert their own again. The web files share one jsdom
 * per worker, and jsdom's getComputedStyle (which Testing Library's role queries call for every
 * element they look at) goes through every rule in the document: the rules of earlier files
 * (about 1,200 after one form's file) made every later file slower.
 */
export function forgetInsertedStyles(): void {
  if (!defaultCache) {
    render(<CaptureDefaultCache />);
    cleanup();
  }
  for (const cache of [defaultCache, ltrCache]) {
    if (!cache) continue;
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
}
