import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { fr } from './fr.js';
import { ga } from './ga.js';
import { LANGUAGES, storedLanguage, type Language } from './languages.js';

export const resources = {
  en: { translation: en },
  fr: { translation: fr },
  ga: { translation: ga },
} as const satisfies Record<Language, { translation: typeof en }>;

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage() ?? 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  // Resources are bundled, so the first render already has its texts.
  initAsync: false,
});

// Screen readers and the browser's spell-check follow the interface language.
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export { i18n };
