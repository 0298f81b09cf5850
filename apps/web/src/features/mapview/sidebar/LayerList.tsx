import { Box } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerRead } from '@waymark/contract';
import { sidebarOrder } from '../layers/layerOrder.js';
import { isLayerEnabled } from '../layers/layerStatus.js';
import { useMapViewParts } from '../mapViewParts.js';
import { LayerRow } from './LayerRow.js';

/** The map's layers, the one drawn on top first, each with its legend when it shows one. */
export function LayerList({
  layers,
  status,
  onToggle,
}: {
  layers: readonly LayerRead[];
  status: Readonly<Record<string, boolean>>;
  onToggle: (layerId: number, enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const { LayerLegend } = useMapViewParts();
  return (
    <Box
      component="ul"
      aria-label={t('mapView.layers')}
      sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5 }}
    >
      {sidebarOrder(layers).map((layer) => (
        <Fragment key={layer.id}>
          <LayerRow layer={layer} enabled={isLayerEnabled(status, layer.id)} onToggle={onToggle} />
          <LayerLegend layer={layer} />
        </Fragment>
      ))}
    </Box>
  );
}
