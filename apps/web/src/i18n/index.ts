import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { fr } from './fr.js';
import { ga } from './ga.js';

export const LANGUAGES = ['en', 'fr', 'ga'] as const;
export type Language = (typeof LANGUAGES)[number];

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr }, ga: { translation: ga } },
  lng: localStorage.getItem('lang') ?? 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export { i18n };
