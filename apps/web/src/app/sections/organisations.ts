// The 'organisations' on-demand section.
import { registerMessages } from '../../i18n/registerMessages.js';
import { accessKeysMessages } from '../../features/access-keys/messages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';
import { organisationsAdminMessages } from '../../features/organisations-admin/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('accessKeys', accessKeysMessages);
registerMessages('dataGrid', dataGridMessages);
registerMessages('organisationsAdmin', organisationsAdminMessages);
export { OrganisationsPage } from '../../pages/admin/OrganisationsPage.js';
export { OrganisationPage } from '../../pages/admin/OrganisationPage.js';
export { AuditLogPage } from '../../pages/admin/AuditLogPage.js';
