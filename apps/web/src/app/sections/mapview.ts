// The 'mapview' on-demand section: the map viewer, also when reached through a share link.
export { MapViewPage } from '../../pages/MapViewPage.js';
export { MapSharePage } from '../../pages/MapSharePage.js';
