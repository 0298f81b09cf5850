import type { Translation } from './defineMessages.js';
import type { FeatureKey, LazyMessages } from './featureMessages.js';
import { i18n } from './index.js';
import { addFeatureTexts } from './lazyTexts.js';

/**
 * Makes a feature's texts available under `mountKey` in all three languages. A lazily loaded
 * feature calls it at the top level of each module its code is loaded through, so the texts are
 * there before its first render and no key ever shows; a language switch translates it as any
 * other text.
 */
export function registerMessages<K extends FeatureKey>(
  mountKey: K,
  messages: {
    en: LazyMessages[K];
    fr: Translation<LazyMessages[K]>;
    ga: Translation<LazyMessages[K]>;
  },
): void {
  addFeatureTexts(i18n, mountKey, messages);
}
