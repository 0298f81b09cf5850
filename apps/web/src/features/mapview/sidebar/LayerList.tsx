import { Box } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerRead } from '@waymark/contract';
import { isLayerInPack, type PackSources } from '../../../map/pack/packSources.js';
import { sidebarOrder } from '../layers/layerOrder.js';
import { isLayerEnabled } from '../layers/layerStatus.js';
import { useMapViewParts } from '../mapViewParts.js';
import { LayerRow } from './LayerRow.js';

/**
 * The map's layers, the one drawn on top first, each with its legend when it shows one. With
 * `packSources` (the map opened from its offline copy), the layers the copy does not hold are
 * marked as not available offline.
 */
export function LayerList({
  layers,
  status,
  onToggle,
  packSources = null,
}: {
  layers: readonly LayerRead[];
  status: Readonly<Record<string, boolean>>;
  onToggle: (layerId: number, enabled: boolean) => void;
  packSources?: PackSources | null;
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
          <LayerRow
            layer={layer}
            enabled={isLayerEnabled(status, layer.id)}
            onToggle={onToggle}
            notOffline={packSources !== null && !isLayerInPack(packSources, layer)}
          />
          <LayerLegend layer={layer} />
        </Fragment>
      ))}
    </Box>
  );
}
