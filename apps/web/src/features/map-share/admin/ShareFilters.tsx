import { MenuItem, Stack, TextField } from '@mui/material';
import { MAP_SHARE_STATES } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { useOrganisationMaps } from '../../../entities/map/useOrganisationMaps.js';
import type { ShareFilters as Filters } from './useShareFilters.js';

const ANY = '';

/** The list's filters: the share's status, and its map (one of the organisation's). */
export function ShareFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange(change: Partial<Filters>): void;
}) {
  const { t } = useTranslation();
  const maps = useOrganisationMaps().data ?? [];
  // A map filter from the URL that the list of maps does not (yet) hold still shows.
  const mapKnown = value.map === null || maps.some((map) => map.id === value.map);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('mapSharesAdmin.filters.status')}
        value={value.status ?? ANY}
        onChange={(event) =>
          onChange({
            status: MAP_SHARE_STATES.find((state) => state === event.target.value) ?? null,
          })
        }
        // 'Any status' shows as the value, not as an empty field under its label.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { sm: 180 } }}
      >
        <MenuItem value={ANY}>{t('mapSharesAdmin.filters.anyStatus')}</MenuItem>
        {MAP_SHARE_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`mapSharesAdmin.status.${state}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('mapSharesAdmin.filters.map')}
        value={value.map === null ? ANY : String(value.map)}
        onChange={(event) =>
          onChange({ map: event.target.value === ANY ? null : Number(event.target.value) })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { sm: 240 } }}
      >
        <MenuItem value={ANY}>{t('mapSharesAdmin.filters.anyMap')}</MenuItem>
        {maps.map((map) => (
          <MenuItem key={map.id} value={String(map.id)}>
            {map.title || map.name}
          </MenuItem>
        ))}
        {mapKnown ? null : <MenuItem value={String(value.map)}>{`#${String(value.map)}`}</MenuItem>}
      </TextField>
    </Stack>
  );
}
