import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The lowest and highest zoom of a pack, as two selects that keep min ≤ max. */
export function ZoomRangeFields({
  zooms,
  min,
  max,
  onChange,
}: {
  zooms: readonly number[];
  min: number;
  max: number;
  onChange(min: number, max: number): void;
}) {
  const { t } = useTranslation();
  const options = (keep: (zoom: number) => boolean) =>
    zooms.filter(keep).map((zoom) => (
      <MenuItem key={zoom} value={zoom}>
        {zoom}
      </MenuItem>
    ));
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        select
        size="small"
        label={t('offline.zoomMin')}
        value={min}
        onChange={(event) => onChange(Number(event.target.value), max)}
        sx={{ minWidth: 120 }}
      >
        {options((zoom) => zoom <= max)}
      </TextField>
      <TextField
        select
        size="small"
        label={t('offline.zoomMax')}
        value={max}
        onChange={(event) => onChange(min, Number(event.target.value))}
        sx={{ minWidth: 120 }}
      >
        {options((zoom) => zoom >= min)}
      </TextField>
    </Stack>
  );
}
