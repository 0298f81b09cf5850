export const LANGUAGES = ['en', 'fr', 'ga'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language is offered under its own name (an autonym), whatever the interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ga: 'Gaeilge',
};

const STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the user picked in the user menu, if any. */
export function storedLanguage(): Language | null {
  const value = localStorage.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
}

/** The user's own choice wins over the layout's language; English is the fallback. */
export function chooseLanguage(stored: Language | null, layoutLanguage: unknown): Language {
  if (stored) return stored;
  return isLanguage(layoutLanguage) ? layoutLanguage : 'en';
}
