// The 'users' on-demand section.
import { registerMessages } from '../../i18n/registerMessages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';
import { usersAdminMessages } from '../../features/users-admin/messages.js';
import { invitationsMessages } from '../../features/invitations/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('dataGrid', dataGridMessages);
registerMessages('usersAdmin', usersAdminMessages);
registerMessages('invitations', invitationsMessages);
export { UsersPage } from '../../pages/admin/UsersPage.js';
export { UserPage } from '../../pages/admin/UserPage.js';
