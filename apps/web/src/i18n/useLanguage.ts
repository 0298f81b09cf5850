import { useTranslation } from 'react-i18next';
import { isLanguage, storeLanguage, type Language } from './languages.js';

/** The interface language and the user's way to change it (remembered in localStorage). */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    language,
    setLanguage: (next) => {
      storeLanguage(next);
      void i18n.changeLanguage(next);
    },
  };
}
