import { Dialog } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { Suspense } from 'react';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useStore } from '../../../lib/createStore.js';
import { POPUP_WIDTH } from '../../../map/popupDefaults.js';
import { PopupLoadBoundary } from './PopupLoadBoundary.js';
import { closePopup, popupStore } from '../../../map/popupStore.js';
import { useMapViewParts } from '../mapViewParts.js';
/** While the popup's chunk loads: a popup of the default size with a spinner. */
function LoadingPopup() {
  return (
    <Dialog
      open
      onClose={closePopup}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: POPUP_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <LoadingIndicator />
    </Dialog>
  );
}

/**
 * The popup of the clicked feature (2.7), built from its layer's template, or the default popup
 * (attributes, attachments) for a layer without one.
 */
export function FeaturePopup({
  layers,
  mapId = null,
}: {
  layers: readonly LayerRead[];
  mapId?: number | null;
}) {
  const { popup } = useMapViewParts();
  const state = useStore(popupStore);
  const feature = state.dialog ? state.feature : null;
  const layer = layers.find((l) => l.id === feature?.layerId) ?? null;
  if (!feature || !layer || !popup) return null;
  return (
    // A new feature, a fresh start after a failure.
    <PopupLoadBoundary key={`${layer.id}:${feature.fid ?? ''}`}>
      <Suspense fallback={<LoadingPopup />}>
        <popup.Dialog feature={feature} layer={layer} mapId={mapId} />
      </Suspense>
    </PopupLoadBoundary>
  );
}
