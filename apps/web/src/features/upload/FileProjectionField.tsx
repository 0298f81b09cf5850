import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CoordinateSystemChoice } from './uploadRules.js';

/**
 * The coordinate-system column when no system is strictly required (2.8): the one option
 * 'Use encoded projection (if available)' — for a TIFF, or while a system may still be needed
 * (epsgRequired null) — or 'Use associated .prj file' (the .prj is there). Choosing it sets epsg
 * to that text with a null id.
 */
export function FileProjectionField({
  encoded,
  value,
  onChange,
  disabled,
}: {
  encoded: boolean;
  value: CoordinateSystemChoice | null;
  onChange(value: CoordinateSystemChoice): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const text = encoded ? t('upload.crs.encoded') : t('upload.crs.associatedPrj');
  // A system chosen while one was required stays until changed.
  const options: CoordinateSystemChoice[] = [
    { text, id: null },
    ...(value && value.id !== null ? [value] : []),
  ];
  const keyOf = (option: CoordinateSystemChoice | null) => (option ? String(option.id ?? '') : '');
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('upload.crs.label')}
      value={value ? keyOf(value) : ''}
      disabled={disabled}
      onChange={(event) => {
        const chosen = options.find((option) => keyOf(option) === event.target.value);
        if (chosen) onChange(chosen.id === null ? { text, id: null } : chosen);
      }}
    >
      {options.map((option) => (
        <MenuItem key={keyOf(option)} value={keyOf(option)}>
          {option.id === null ? text : option.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
