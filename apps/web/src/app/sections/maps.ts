// The 'maps' on-demand section: the Maps list and the Map settings screen.
export { MapsPage } from '../../pages/admin/MapsPage.js';
export { MapPage } from '../../pages/admin/MapPage.js';
