import { readCookie } from '../../../api/url.js';
import { authenticationHeader } from '../../../entities/session/sessionStore.js';

/**
 * The headers the API client adds to every call (section 7): the authentication header and the
 * CSRF token. Uploads that bypass the client (XMLHttpRequest for progress, tus) send them too;
 * they are read per request so that a token changed meanwhile is the one sent.
 */
export function apiRequestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const csrf = readCookie('csrftoken');
  if (csrf) headers['X-CSRFToken'] = csrf;
  const auth = authenticationHeader();
  if (auth) headers[auth[0]] = auth[1];
  return headers;
}
