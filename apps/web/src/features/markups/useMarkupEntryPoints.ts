import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { addPopupSection } from '../../map/popupSections.js';
import { addShapeAction } from '../../map/shapeActions.js';
import { startDraft } from './markupsStore.js';
import { FeatureMarkupsSlot } from './popup/FeatureMarkupsSlot.js';

/**
 * Where else markups start from: the popups of the map's features list the feature's markups
 * (and offer 'Report an issue here' to those who may add markups), and the measuring tool's
 * finished line or area offers 'Create a markup from this'.
 */
export function useMarkupEntryPoints(map: MapLibreMap, data: ClientMap): void {
  const { t } = useTranslation();
  const mayAdd = data.abilities.add_markup;
  const label = t('markup.fromShape');

  useEffect(() => addPopupSection(data.id, FeatureMarkupsSlot), [data.id]);

  useEffect(() => {
    if (!mayAdd) return undefined;
    return addShapeAction(map, {
      id: 'markup',
      label,
      run: (shape) =>
        startDraft({
          shape: shape.type === 'LineString' ? 'line' : 'area',
          geometry: shape,
          feature: null,
        }),
    });
  }, [map, mayAdd, label]);
}
