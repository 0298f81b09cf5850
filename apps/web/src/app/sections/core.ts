// The 'core' on-demand section: Home and the error pages.
export { HomePage } from '../../pages/HomePage.js';
export { NotFoundPage } from '../../pages/NotFoundPage.js';
export { PermissionDeniedPage } from '../../pages/PermissionDeniedPage.js';
