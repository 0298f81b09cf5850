// The 'layers' on-demand section.
export { LayersPage } from '../../pages/admin/LayersPage.js';
export { LayerPage } from '../../pages/admin/LayerPage.js';
