// The 'users' on-demand section.
export { UsersPage } from '../../pages/admin/UsersPage.js';
export { UserPage } from '../../pages/admin/UserPage.js';
