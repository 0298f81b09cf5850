import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SIZE_BANDS, type FilesFilter, type SizeBand } from './filesFilter.js';

/** Search by name, size band, date range and layer. */
export function MapFilesFilters({
  filter,
  layers,
  onChange,
}: {
  filter: FilesFilter;
  layers: readonly { id: number; name: string }[];
  onChange(filter: FilesFilter): void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<FilesFilter>) => onChange({ ...filter, ...patch });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <TextField
        size="small"
        type="search"
        label={t('mapFiles.search')}
        value={filter.text}
        onChange={(e) => set({ text: e.target.value })}
        sx={{ minWidth: 180, flex: 2 }}
      />
      <TextField
        select
        size="small"
        label={t('mapFiles.layer')}
        value={filter.layerId === null ? '' : String(filter.layerId)}
        onChange={(e) => set({ layerId: e.target.value === '' ? null : Number(e.target.value) })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 150, flex: 1 }}
      >
        <MenuItem value="">{t('mapFiles.allLayers')}</MenuItem>
        {layers.map((layer) => (
          <MenuItem key={layer.id} value={String(layer.id)}>
            {layer.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('mapFiles.size')}
        value={filter.size}
        onChange={(e) => set({ size: e.target.value as SizeBand })}
        sx={{ minWidth: 130, flex: 1 }}
      >
        {(Object.keys(SIZE_BANDS) as SizeBand[]).map((band) => (
          <MenuItem key={band} value={band}>
            {t(`mapFiles.sizes.${band}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={t('mapFiles.from')}
        value={filter.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 140, flex: 1 }}
      />
      <TextField
        size="small"
        type="date"
        label={t('mapFiles.to')}
        value={filter.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 140, flex: 1 }}
      />
    </Stack>
  );
}
