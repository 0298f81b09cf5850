import { Box, Grid, MenuItem, Stack, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.js';
import { ColourField } from './ColourField.js';
import { ContrastWarning } from './ContrastWarning.js';
import { FALLBACKS, NAVBAR_FALLBACKS } from './contrastPairs.js';
import { LayoutSwitch } from './LayoutSwitch.js';
import { LogoField } from './LogoField.js';
import { THEME_COLOURS, THEME_MODES, type OrganisationFormInput } from './organisationForm.js';

interface Props {
  control: Control<OrganisationFormInput>;
  readOnly: boolean;
  logoShown: string | null;
}

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
            fallback={NAVBAR_FALLBACKS.navbarColor}
            readOnly={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ColourField
            control={control}
            name="navbarColorText"
            label={t('organisationsAdmin.layout.navbarColorText')}
            fallback={NAVBAR_FALLBACKS.navbarColorText}
            readOnly={readOnly}
          />
        </Grid>
        <Grid size={12}>
          <ContrastWarning control={control} where="navbar" />
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
          <ContrastWarning control={control} where={mode} />
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
