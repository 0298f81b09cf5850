import { lazy, type ComponentType } from 'react';
import { withTimeout } from '../../lib/lazySection.js';
import { afterFirstFrame, lazyAfterFirstFrame } from '../../map/afterFirstFrame.js';

// The offline feature where the app shows it, from one chunk (./entries) loaded after the map's
// first frame: one import() for them all, and one list of the files that chunk needs. (The map
// sidebar's 'Make available offline' is imported by the map page itself, pages/map: from here,
// modules the map page already has would be split out of its chunk.)
const load = () => withTimeout(import('./entries.js'));

/**
 * 'You are offline': after the map's first frame, or at once when the page opens with no
 * network. Code that could not be loaded (the network went before the service worker had it)
 * leaves the top bar without it.
 */
export const OfflineIndicator = lazy<ComponentType>(() =>
  (navigator.onLine ? afterFirstFrame() : Promise.resolve()).then(load).then(
    (module) => ({ default: module.OfflineIndicator }),
    () => ({ default: () => null }),
  ),
);

/** 'Make available offline' beside the switcher's maps, and 'Offline maps' in the user menu. */
export const OFFLINE_TOP_BAR = {
  SwitcherButton: lazyAfterFirstFrame(() => load().then((m) => m.OfflineSwitcherButton)),
  MenuItem: lazyAfterFirstFrame(() => load().then((m) => m.OfflineMapsMenuItem)),
};

/** The one host of the offline dialogs (it also resumes downloads a reload cut short). */
export const OfflineDialogHost = lazyAfterFirstFrame(() => load().then((m) => m.OfflineDialogHost));
