import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../routing/paths.js';
import type { ClientMap } from '../maps/clientMap.js';
import { useOrganisationMaps } from '../maps/useOrganisationMaps.js';

const mapName = (map: ClientMap) => map.title || map.name;

/**
 * The map switcher of 2.3: an autocomplete over the organisation's maps, shown when it has more
 * than one; choosing a map opens it.
 */
export function MapSwitcher({ currentId }: { currentId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: maps } = useOrganisationMaps();
  if (!maps || maps.length < 2) return null;
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
      sx={{ width: { xs: 130, sm: 220 }, flexShrink: 0 }}
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
