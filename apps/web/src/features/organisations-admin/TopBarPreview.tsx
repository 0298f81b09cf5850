import AccountCircle from '@mui/icons-material/AccountCircle';
import CloseIcon from '@mui/icons-material/Close';
import {
  AppBar,
  Box,
  Button,
  Paper,
  Stack,
  ThemeProvider,
  Toolbar,
  Typography,
} from '@mui/material';
import type { Layout } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTheme, navbarColours } from '../../entities/layout/buildTheme.js';

/**
 * The top bar and theme as the layout being edited will look (2.3: logo at most 55 × 150,
 * title, navbar colours), with the theme's colours below — it follows every keystroke.
 */
export function TopBarPreview({ layout, logo }: { layout: Layout; logo: string | null }) {
  const { t } = useTranslation();
  const theme = useMemo(() => buildTheme(layout), [layout]);
  const colours = navbarColours(layout, theme);
  const title = layout.title?.trim() || t('app.name');
  return (
    <ThemeProvider theme={theme}>
      <Paper
        variant="outlined"
        role="figure"
        aria-label={t('organisationsAdmin.preview.label')}
        dir={layout.rtl ? 'rtl' : 'ltr'}
        sx={{ overflow: 'hidden', bgcolor: 'background.default', color: 'text.primary' }}
      >
        <AppBar
          position="static"
          elevation={1}
          data-testid="top-bar-preview"
          sx={{ bgcolor: colours.background, color: colours.text }}
        >
          <Toolbar sx={{ gap: 1.5, minHeight: { xs: 64 }, px: 2 }}>
            {logo ? (
              <Box
                component="img"
                src={logo}
                alt={t('organisationsAdmin.layout.logo')}
                sx={{ maxHeight: 55, maxWidth: 150, display: 'block' }}
              />
            ) : null}
            <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
              {title}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <CloseIcon aria-hidden />
            <AccountCircle aria-hidden />
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 2 }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('organisationsAdmin.preview.sample')}
            </Typography>
            {/* Samples of the theme's buttons, not controls: nothing to press. */}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} aria-hidden>
              <Button
                component="span"
                variant="contained"
                color="primary"
                tabIndex={-1}
                disableRipple
              >
                {t('organisationsAdmin.preview.primaryButton')}
              </Button>
              <Button
                component="span"
                variant="contained"
                color="secondary"
                tabIndex={-1}
                disableRipple
              >
                {t('organisationsAdmin.preview.secondaryButton')}
              </Button>
            </Stack>
          </Paper>
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
