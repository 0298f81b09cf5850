// The offline feature's entries in the top bar, loaded together after the map's first frame.
export { OfflineDialogHost } from './OfflineDialogHost.js';
export { OfflineMapsMenuItem } from './OfflineMapsMenuItem.js';
export { OfflineSwitcherButton } from './OfflineSwitcherButton.js';
