import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { LANGUAGES, storedLanguage } from './languages.js';
import { baseTextsBackend, keepRegisteredTexts } from './lazyTexts.js';

keepRegisteredTexts(i18n);

/**
 * English is bundled; French and Irish are fetched when chosen (`changeLanguage` resolves once
 * they are there). Resolves when the stored language's texts are loaded: the app renders after
 * it, so the first render already speaks the user's language.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(baseTextsBackend)
  .init({
    // A copy: i18next merges registered texts into its store, which must not change `en`.
    resources: { en: { translation: structuredClone(en) } },
    partialBundledLanguages: true,
    lng: storedLanguage() ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });

// Screen readers and the browser's spell-check follow the interface language.
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export { i18n };
