import type { EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';
import { loadRtlCache, ltrCache } from './emotionCaches.js';

/**
 * The style cache for the text direction. While the right-to-left one loads (a moment, once),
 * the left-to-right one goes on: the app keeps its state rather than unmounting for it.
 */
export function useEmotionCache(rtl: boolean): EmotionCache {
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (!rtl || rtlCache) return;
    let live = true;
    void loadRtlCache().then((cache) => live && setRtlCache(cache));
    return () => {
      live = false;
    };
  }, [rtl, rtlCache]);
  return rtl ? (rtlCache ?? ltrCache) : ltrCache;
}
