// The 'users' on-demand section.
import { registerMessages } from '../../i18n/registerMessages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';
import { usersAdminMessages } from '../../features/users-admin/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('dataGrid', dataGridMessages);
registerMessages('usersAdmin', usersAdminMessages);
export { UsersPage } from '../../pages/admin/UsersPage.js';
export { UserPage } from '../../pages/admin/UserPage.js';
