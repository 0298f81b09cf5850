import AddIcon from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../entities/map/clientMap.js';

/**
 * The general upload's Map select (2.8), 'Select an existing map or Create new map', with the
 * 'Create Map' button for those who may add maps.
 */
export function MapChoiceField({
  maps,
  value,
  onChange,
  canAddMap,
  onCreateMap,
  disabled,
}: {
  maps: readonly ClientMap[];
  value: number | null;
  onChange(mapId: number): void;
  canAddMap: boolean;
  onCreateMap(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const known = value !== null && maps.some((map) => map.id === value);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        select
        size="small"
        label={t('upload.map.label')}
        helperText={t('upload.map.hint')}
        value={known ? String(value) : ''}
        disabled={disabled}
        error={!known && !disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {maps.length === 0 ? (
          <MenuItem value="" disabled>
            {t('upload.map.none')}
          </MenuItem>
        ) : null}
        {maps.map((map) => (
          <MenuItem key={map.id} value={String(map.id)}>
            {map.title || map.name}
          </MenuItem>
        ))}
      </TextField>
      {canAddMap ? (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={onCreateMap}
          disabled={disabled}
          sx={{ flexShrink: 0, mt: { sm: 0.25 } }}
        >
          {t('upload.map.create')}
        </Button>
      ) : null}
    </Stack>
  );
}
