import TranslateIcon from '@mui/icons-material/Translate';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../i18n/languages.js';
import { useLanguage } from '../i18n/useLanguage.js';

/** The language choice on the screens shown before signing in. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      label={t('common.language')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <TranslateIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 160 }}
    >
      {LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
