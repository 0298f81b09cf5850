import type { LayerRead } from '@waymark/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withTimeout } from '../../../lib/lazySection.js';
import type { PopupFeature } from '../../../map/popupStore.js';

/** The popup of a clicked feature, built from its layer's template. */
export type FeaturePopupComponent = ComponentType<{
  feature: PopupFeature;
  layer: LayerRead;
  mapId: number | null;
}>;

export interface PopupPart {
  /** The popup, suspending until its chunk is there. */
  Dialog: LazyExoticComponent<FeaturePopupComponent>;
  /** Fetches the popup's chunk ahead of a likely click; a failed load is tried again next time. */
  preload(): Promise<FeaturePopupComponent>;
}

/**
 * The popup and its template engine (Vue's parser, the evaluator, the building blocks) are a
 * chunk of their own, fetched when a feature is first pointed at or clicked: none of it is
 * loaded before the map's first frame. `load` is where the page has it.
 */
export function definePopup(load: () => Promise<FeaturePopupComponent>): PopupPart {
  let loading: Promise<FeaturePopupComponent> | null = null;
  const preload = () => {
    loading ??= withTimeout(load()).catch((error: unknown) => {
      // A failed load may be retried by the next click.
      loading = null;
      throw error;
    });
    return loading;
  };
  return { Dialog: lazy(() => preload().then((popup) => ({ default: popup }))), preload };
}
