// The 'mapshare' on-demand section: one map share.
export { MapShareDetailsPage } from '../../pages/admin/MapShareDetailsPage.js';
