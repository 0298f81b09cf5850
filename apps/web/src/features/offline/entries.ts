// The offline feature's entries in the app (see ./lazyEntries), loaded together after the map's
// first frame.
export { OfflineIndicator } from '../../components/offline/OfflineIndicator.js';
export { OfflineDialogHost } from './OfflineDialogHost.js';
export { OfflineMapsMenuItem } from './OfflineMapsMenuItem.js';
export { OfflineSwitcherButton } from './OfflineSwitcherButton.js';
