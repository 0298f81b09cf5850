import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, storedLanguage } from '../../i18n/languages.js';

/** The layout's language applies unless the user picked one in the user menu. */
export function useLayoutLanguage(layoutLanguage: unknown): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const language = chooseLanguage(storedLanguage(), layoutLanguage);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, layoutLanguage]);
}
