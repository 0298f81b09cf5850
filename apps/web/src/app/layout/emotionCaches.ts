import createCache, { type EmotionCache } from '@emotion/cache';

export const ltrCache = createCache({ key: 'mui' });

let rtl: Promise<EmotionCache> | null = null;

/**
 * Right-to-left layouts need their CSS mirrored (margins, paddings, positions). Few layouts ask
 * for it, so the mirroring plugin loads only when one does.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtl ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) =>
    createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }),
  );
  return rtl;
}
