import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/** Right-to-left layouts need their CSS mirrored (margins, paddings, positions). */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
export const ltrCache = createCache({ key: 'mui' });
