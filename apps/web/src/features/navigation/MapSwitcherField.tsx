import { Autocomplete, Box, TextField } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../routing/paths.js';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { SWITCHER_SIZE } from './MapSwitcher.js';

const mapName = (map: ClientMap) => map.title || map.name;

export interface MapSwitcherFieldProps {
  maps: ClientMap[];
  currentId: number | null;
  /** Beside each map: 'Make available offline' (the offline feature), composed by the app. */
  OfflineButton?: ComponentType<{ map: ClientMap }>;
}

/**
 * The switcher's autocomplete over the organisation's maps; choosing a map opens it. Each map
 * may carry a button of its own ('Make available offline').
 */
export function MapSwitcherField({ maps, currentId, OfflineButton }: MapSwitcherFieldProps) {
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
      slotProps={{ popper: { sx: { minWidth: 260 } } }}
      renderOption={({ key, ...props }, map) => (
        <li key={key} {...props}>
          <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
            {mapName(map)}
          </Box>
          {OfflineButton ? (
            <Suspense fallback={null}>
              <OfflineButton map={map} />
            </Suspense>
          ) : null}
        </li>
      )}
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
