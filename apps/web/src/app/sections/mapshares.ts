// The 'mapshares' on-demand section: the Map Shares list.
import { registerMessages } from '../../i18n/registerMessages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';
import { mapSharesAdminMessages } from '../../features/map-share/admin/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('dataGrid', dataGridMessages);
registerMessages('mapSharesAdmin', mapSharesAdminMessages);
export { MapSharesPage } from '../../pages/admin/MapSharesPage.js';
