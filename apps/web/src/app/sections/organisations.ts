// The 'organisations' on-demand section.
export { OrganisationsPage } from '../../pages/admin/OrganisationsPage.js';
export { OrganisationPage } from '../../pages/admin/OrganisationPage.js';
