// The 'mapshares' on-demand section: the Map Shares list.
export { MapSharesPage } from '../../pages/admin/MapSharesPage.js';
