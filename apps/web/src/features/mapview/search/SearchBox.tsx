import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import SearchIcon from '@mui/icons-material/Search';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import {
  Autocomplete,
  Box,
  InputAdornment,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { LayerRead, SearchResult } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '../../../components/offline/OfflineNotice.js';
import { closeSidebar } from '../../../components/sidebar/sidebarStore.js';
import { useOnline } from '../../../lib/useOnline.js';
import { useMapController } from '../../../map/MapControllerContext.js';
import { SEARCH_FIT_MAX_ZOOM } from '../../../map/view/fitOptions.js';
import { markerOf } from './searchMarker.js';
import { SearchCredit } from './SearchCredit.js';
import { useMapSearch } from './useMapSearch.js';

const resultKey = (result: SearchResult) =>
  `${result.source}-${result.layerId ?? ''}-${result.fid ?? ''}-${result.text}-${result.bounds.join(',')}`;

/**
 * The sidebar's search (2.6): coordinate readings, features of the map's layers and places.
 * Choosing a result fits the map to it (at most zoom 17) and switches its layer on; a coordinate
 * or a point along a route (chainage, mileage) is marked on the map.
 */
export function SearchBox({
  mapId,
  layers,
  onLayerEnable,
}: {
  mapId: number | null;
  layers: readonly LayerRead[];
  onLayerEnable: (layerId: number) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const controller = useMapController();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const search = useMapSearch(mapId, text, layers);
  // With no network the server's search (places above all) cannot answer: said, not an error.
  const online = useOnline();
  const failed = search.failed && online;

  const choose = (result: SearchResult) => {
    controller?.fitBounds(result.bounds, SEARCH_FIT_MAX_ZOOM);
    controller?.marker.set(markerOf(result));
    if (result.layerId !== null) onLayerEnable(result.layerId);
    if (phone) closeSidebar();
  };
  const layerName = (result: SearchResult) => {
    if (result.source === 'coordinates') return t('mapView.coordinate');
    return result.layerId === null
      ? t('mapView.place')
      : (layers.find((layer) => layer.id === result.layerId)?.name ?? '');
  };

  return (
    <Box>
      <Autocomplete<SearchResult, false, false, false>
        options={search.results}
        filterOptions={(options) => options}
        getOptionLabel={(result) => result.text}
        getOptionKey={resultKey}
        isOptionEqualToValue={(a, b) => resultKey(a) === resultKey(b)}
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          // Choosing a result keeps the text that found it.
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_event, result) => {
          if (result) choose(result);
        }}
        open={focused && text.trim() !== ''}
        onOpen={() => setFocused(true)}
        onClose={(_event, reason) => {
          if (reason !== 'toggleInput') setFocused(false);
        }}
        onFocus={() => setFocused(true)}
        loading={search.loading}
        loadingText={t('mapView.searching')}
        noOptionsText={t('mapView.noResults')}
        clearOnBlur={false}
        // Enter takes the first result.
        autoHighlight
        handleHomeEndKeys={false}
        forcePopupIcon={false}
        renderOption={({ key, ...props }, result) => (
          <li key={key} {...props}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
              {/* A point the map will mark: a coordinate, or a place along a route. */}
              {result.source === 'coordinates' || result.source === 'route' ? (
                <MyLocationIcon fontSize="small" color="secondary" />
              ) : result.layerId === null ? (
                <TravelExploreIcon fontSize="small" color="action" />
              ) : (
                <PlaceIcon fontSize="small" color="primary" />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">{result.text}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {layerName(result)}
                </Typography>
              </Box>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            placeholder={t('mapView.search')}
            error={failed}
            helperText={failed ? t('mapView.searchFailed') : undefined}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('mapView.searchLabel') },
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      {online ? null : <OfflineNotice need="placeSearch" compact />}
      <SearchCredit attribution={search.attribution} />
    </Box>
  );
}
