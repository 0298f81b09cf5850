// The 'maps' on-demand section: the Maps list and the Map settings screen.
import { registerMessages } from '../../i18n/registerMessages.js';
import { bboxMessages } from '../../map/bbox/messages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';
import { mapsAdminMessages } from '../../features/maps-admin/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('bbox', bboxMessages);
registerMessages('dataGrid', dataGridMessages);
registerMessages('mapsAdmin', mapsAdminMessages);
export { MapsPage } from '../../pages/admin/MapsPage.js';
export { MapPage } from '../../pages/admin/MapPage.js';
