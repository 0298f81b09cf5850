import { lazy } from 'react';
import type { MapControlComponents } from '../../features/mapview/controls/offeredControls.js';
import { withTimeout } from '../../lib/lazySection.js';

/**
 * The map-level controls the viewer knows (2.7), by the name a map's `controls` use; each one's
 * code loads only when a map offers it.
 */
export const MAP_CONTROLS: MapControlComponents = {
  create_section: lazy(() =>
    withTimeout(import('../../features/cross-section/CrossSectionControl.js')).then((module) => ({
      default: module.CrossSectionControl,
    })),
  ),
  map_share: lazy(() =>
    withTimeout(import('../../features/map-share/MapShareControl.js')).then((module) => ({
      default: module.MapShareControl,
    })),
  ),
  map_pdf: lazy(() =>
    withTimeout(import('./mapPdfControl.js')).then((module) => ({
      default: module.MapPdfControl,
    })),
  ),
  map_files: lazy(() =>
    withTimeout(import('../../features/map-files/MapFilesControl.js')).then((module) => ({
      default: module.MapFilesControl,
    })),
  ),
  measure: lazy(() =>
    withTimeout(import('../../features/measure/MeasureControl.js')).then((module) => ({
      default: module.MeasureControl,
    })),
  ),
  compare: lazy(() =>
    withTimeout(import('../../features/compare/CompareControl.js')).then((module) => ({
      default: module.CompareControl,
    })),
  ),
  markups: lazy(() =>
    withTimeout(import('../../features/markups/MarkupsControl.js')).then((module) => ({
      default: module.MarkupsControl,
    })),
  ),
  volume: lazy(() =>
    withTimeout(import('../../features/volume/VolumeControl.js')).then((module) => ({
      default: module.VolumeControl,
    })),
  ),
};
