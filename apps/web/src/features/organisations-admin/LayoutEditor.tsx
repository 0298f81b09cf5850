import { Box, Grid, MenuItem, Stack, Typography } from '@mui/material';
import { DEFAULT_LAYOUT } from '@waymark/contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.js';
import { PRIMARY, SECONDARY } from '../../entities/layout/buildTheme.js';
import { ColourField } from './ColourField.js';
import { LayoutSwitch } from './LayoutSwitch.js';
import { LogoField } from './LogoField.js';
import {
  THEME_COLOURS,
  THEME_MODES,
  type OrganisationFormInput,
  type ThemeColour,
} from './organisationForm.js';

interface Props {
  control: Control<OrganisationFormInput>;
  readOnly: boolean;
  logoShown: string | null;
}

/** What an empty theme colour falls back to (buildTheme, MUI's palette). */
const FALLBACKS: Record<'light' | 'dark', Record<ThemeColour, string>> = {
  light: {
    primary: PRIMARY,
    secondary: SECONDARY,
    background: '#ffffff',
    paper: '#ffffff',
    text: '#212121',
  },
  dark: {
    primary: PRIMARY,
    secondary: SECONDARY,
    background: '#121212',
    paper: '#121212',
    text: '#ffffff',
  },
};

/** The layout (section 3): logo, title, navbar colours, both colour sets, dark, rtl, language. */
export function LayoutEditor({ control, readOnly, logoShown }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <LogoField control={control} shown={logoShown} readOnly={readOnly} />
      <FormTextField
        name="title"
        control={control}
        label={t('organisationsAdmin.layout.title')}
        helperText={t('organisationsAdmin.layout.titleHint')}
        readOnly={readOnly}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ColourField
            control={control}
            name="navbarColor"
            label={t('organisationsAdmin.layout.navbarColor')}
            fallback={DEFAULT_LAYOUT.navbarColor ?? '#ffffff'}
            readOnly={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ColourField
            control={control}
            name="navbarColorText"
            label={t('organisationsAdmin.layout.navbarColorText')}
            fallback={DEFAULT_LAYOUT.navbarColorText ?? '#212121'}
            readOnly={readOnly}
          />
        </Grid>
      </Grid>
      {THEME_MODES.map((mode) => (
        // A section per colour set: its heading names the fields inside for assistive technology.
        <Box key={mode} component="section" aria-labelledby={`theme-${mode}`}>
          <Typography id={`theme-${mode}`} variant="subtitle2" component="h3" gutterBottom>
            {mode === 'light'
              ? t('organisationsAdmin.layout.lightTheme')
              : t('organisationsAdmin.layout.darkTheme')}
          </Typography>
          <Grid container spacing={2}>
            {THEME_COLOURS.map((colour) => (
              <Grid key={colour} size={{ xs: 12, sm: 6 }}>
                <ColourField
                  control={control}
                  name={`themes.${mode}.${colour}`}
                  label={t(`organisationsAdmin.layout.${colour}`)}
                  fallback={FALLBACKS[mode][colour]}
                  readOnly={readOnly}
                />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <LayoutSwitch
          control={control}
          name="dark"
          label={t('organisationsAdmin.layout.dark')}
          readOnly={readOnly}
        />
        <LayoutSwitch
          control={control}
          name="rtl"
          label={t('organisationsAdmin.layout.rtl')}
          readOnly={readOnly}
        />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="lang"
            control={control}
            select
            label={t('organisationsAdmin.layout.language')}
            readOnly={readOnly}
            size="small"
          >
            {LANGUAGES.map((code) => (
              <MenuItem key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
    </Stack>
  );
}
