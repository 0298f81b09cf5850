import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTheme } from '../../entities/layout/buildTheme.js';
import { useDocumentBranding } from './useDocumentBranding.js';
import { useEmotionCache } from './useEmotionCache.js';
import { useLayout } from '../../entities/layout/useLayout.js';
import { useLayoutLanguage } from './useLayoutLanguage.js';

/** Theme, text direction, language, page icon and title, all from the layout in force. */
export function LayoutThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const theme = useMemo(() => buildTheme(layout), [layout]);
  const rtl = !!layout.rtl;
  const cache = useEmotionCache(rtl);

  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }, [rtl]);
  useDocumentBranding(layout, t('app.name'));
  useLayoutLanguage(layout.lang);

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
