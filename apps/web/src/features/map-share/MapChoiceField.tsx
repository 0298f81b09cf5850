import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SharedMap } from '../../entities/map-share/sharedMap.js';

/** Which map a share opens, where it is not the map on screen (the settings' 'Create'). */
export function MapChoiceField({
  choices,
  value,
  onChange,
  error,
}: {
  choices: readonly SharedMap[];
  value: SharedMap | null;
  onChange(map: SharedMap): void;
  error: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      required
      label={t('mapShare.form.map')}
      value={value ? String(value.id) : ''}
      onChange={(event) => {
        const map = choices.find((choice) => String(choice.id) === event.target.value);
        if (map) onChange(map);
      }}
      error={error}
      helperText={error ? t('mapShare.form.chooseMap') : undefined}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
