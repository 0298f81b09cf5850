import { Autocomplete, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { LayerRead, MapRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayerTypeChip } from '../../../entities/layer/LayerTypeChip.js';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.js';
import { searchOrganisationLayers } from '../../../entities/map/mapsAdminApi.js';

/** Section 9: search debounce 275 ms. */
const SEARCH_DELAY_MS = 275;

/**
 * An autocomplete over the layers of the map's organisation (GET layers/?organisation=&search=);
 * choosing one attaches it. Layers already on the map are shown but cannot be chosen.
 */
export function AttachLayerField({
  map,
  busy,
  onAttach,
}: {
  map: MapRead;
  busy: boolean;
  onAttach(layer: LayerRead): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const organisationId = map.organisation_id;
  const query = useQuery({
    queryKey: ['maps-admin', 'attachable', organisationId, search],
    queryFn: () => searchOrganisationLayers(organisationId, search),
    enabled: open,
  });
  const onMap = new Set(map.layers.map((layer) => layer.id));

  return (
    <Autocomplete<LayerRead, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={query.data ?? []}
      // The server has searched already.
      filterOptions={(options) => options}
      loading={query.isFetching}
      disabled={busy}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, layer) => {
        if (!layer) return;
        setInput('');
        onAttach(layer);
      }}
      getOptionLabel={(layer) => layer.name}
      getOptionDisabled={(layer) => onMap.has(layer.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('mapsAdmin.layers.noOptions')}
      loadingText={t('app.loading')}
      renderOption={({ key, ...props }, layer) => (
        <Stack component="li" key={key} {...props} direction="row" spacing={1}>
          <LayerTypeChip type={layer.type} />
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {layer.name}
          </Typography>
          {onMap.has(layer.id) ? (
            <Typography variant="caption" color="text.secondary">
              {t('mapsAdmin.layers.onMap')}
            </Typography>
          ) : null}
        </Stack>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('mapsAdmin.layers.attachLabel')}
          placeholder={t('mapsAdmin.layers.attachPlaceholder')}
        />
      )}
    />
  );
}
