// The 'auth' on-demand section: the screens used before signing in, and Logout.
export { LoginPage } from '../../pages/auth/LoginPage.js';
export { LogoutPage } from '../../pages/auth/LogoutPage.js';
export { PasswordResetPage } from '../../pages/auth/PasswordResetPage.js';
export { PasswordResetConfirmPage } from '../../pages/auth/PasswordResetConfirmPage.js';
export { SsoCompletePage } from '../../pages/auth/SsoCompletePage.js';
