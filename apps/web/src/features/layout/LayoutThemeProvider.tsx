import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTheme } from './buildTheme.js';
import { ltrCache, rtlCache } from './emotionCaches.js';
import { useDocumentBranding } from './useDocumentBranding.js';
import { useLayout } from './useLayout.js';
import { useLayoutLanguage } from './useLayoutLanguage.js';

/** Theme, text direction, language, page icon and title, all from the layout in force. */
export function LayoutThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const theme = useMemo(() => buildTheme(layout), [layout]);
  const rtl = !!layout.rtl;

  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }, [rtl]);
  useDocumentBranding(layout, t('app.name'));
  useLayoutLanguage(layout.lang);

  return (
    <CacheProvider value={rtl ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
