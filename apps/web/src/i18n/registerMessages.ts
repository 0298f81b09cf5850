import type { Translation } from './defineMessages.js';
import type { RegisteredMessages } from './registeredMessages.js';
import { i18n } from './index.js';
import { addFeatureTexts } from './lazyTexts.js';

/**
 * Makes a feature's texts available under `mountKey` in all three languages. A lazily loaded
 * feature calls it at the top level of each module its code is loaded through, so the texts are
 * there before its first render and no key ever shows; a language switch translates it as any
 * other text.
 */
export function registerMessages<K extends keyof RegisteredMessages>(
  mountKey: K,
  messages: {
    en: RegisteredMessages[K];
    fr: Translation<RegisteredMessages[K]>;
    ga: Translation<RegisteredMessages[K]>;
  },
): void {
  addFeatureTexts(i18n, mountKey, messages);
}
