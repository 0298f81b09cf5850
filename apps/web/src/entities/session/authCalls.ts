import type { LoginBody, PasswordResetBody, PasswordResetConfirmBody } from '@waymark/contract';
import { api, BYPASS_HEADER, ok } from '../../api/client.js';

// Login and the password reset go without the authentication header: an old or foreign token
// must not decide them.
const WITHOUT_TOKEN = { [BYPASS_HEADER]: 'true' };

/** POST auth/login/: the new token's key. */
export function logIn(credentials: LoginBody) {
  return ok(api.POST('/api/auth/login/', { body: credentials, headers: WITHOUT_TOKEN }));
}

/** POST auth/logout/: ends the token on the server. */
export function logOut() {
  return ok(api.POST('/api/auth/logout/'));
}

/** POST auth/password/reset/: mails a reset link to the address, if it has an account. */
export function requestPasswordReset(body: PasswordResetBody) {
  return ok(api.POST('/api/auth/password/reset/', { body, headers: WITHOUT_TOKEN }));
}

/** POST auth/password/reset/confirm/: the new password, with the link's uid and token. */
export function confirmPasswordReset(body: PasswordResetConfirmBody) {
  return ok(api.POST('/api/auth/password/reset/confirm/', { body, headers: WITHOUT_TOKEN }));
}
