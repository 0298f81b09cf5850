import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../routing/paths.js';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { SWITCHER_SIZE } from './MapSwitcher.js';

const mapName = (map: ClientMap) => map.title || map.name;

export interface MapSwitcherFieldProps {
  maps: ClientMap[];
  currentId: number | null;
}

/** The switcher's autocomplete over the organisation's maps; choosing a map opens it. */
export function MapSwitcherField({ maps, currentId }: MapSwitcherFieldProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Autocomplete<ClientMap, false, false, false>
      size="small"
      options={maps}
      value={null}
      getOptionLabel={mapName}
      getOptionDisabled={(map) => map.id === currentId}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, map) => {
        if (map && map.id !== currentId) void navigate(paths.mapView(map.id));
      }}
      sx={SWITCHER_SIZE}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('mapSwitcher.label')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('mapSwitcher.label') },
          }}
          sx={{
            '& .MuiInputBase-root': { bgcolor: 'background.paper', color: 'text.primary' },
          }}
        />
      )}
    />
  );
}
