import { Dialog } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../lib/lazySection.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useStore } from '../../../lib/createStore.js';
import { POPUP_WIDTH } from '../../../map/popupDefaults.js';
import { PopupLoadBoundary } from './PopupLoadBoundary.js';
import { closePopup, popupStore } from '../../../map/popupStore.js';
import type * as PopupModuleType from '../../popup/PopupDialog.js';

type PopupModule = typeof PopupModuleType;
let loading: Promise<PopupModule> | null = null;

/**
 * The popup and its template engine (Vue's parser, the evaluator, the building blocks) are a
 * chunk of their own, fetched when a feature is first pointed at or clicked: none of it is
 * loaded before the map's first frame.
 */
export function preloadPopup() {
  loading ??= withTimeout(import('../../popup/PopupDialog.js')).catch((error: unknown) => {
    // A failed load may be retried by the next click.
    loading = null;
    throw error;
  });
  return loading;
}

const PopupDialog = lazy(() => preloadPopup().then((module) => ({ default: module.PopupDialog })));

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
  const state = useStore(popupStore);
  const feature = state.dialog ? state.feature : null;
  const layer = layers.find((l) => l.id === feature?.layerId) ?? null;
  if (!feature || !layer) return null;
  return (
    // A new feature, a fresh start after a failure.
    <PopupLoadBoundary key={`${layer.id}:${feature.fid ?? ''}`}>
      <Suspense fallback={<LoadingPopup />}>
        <PopupDialog feature={feature} layer={layer} mapId={mapId} />
      </Suspense>
    </PopupLoadBoundary>
  );
}
