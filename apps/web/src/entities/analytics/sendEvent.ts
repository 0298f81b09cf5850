import { analyticsEvent, type AnalyticsEvent } from '@waymark/contract/analytics';
import { authenticationHeader } from '../../api/credentials.js';

/** The api's relay (analytics.routes.ts): the one address events go to. */
export const RELAY_PATH = '/api/analytics/events/';

/**
 * The analytics code proper, a chunk of its own fetched on the first event and only where
 * analytics is configured (see analytics.ts). POST analytics/events/: one event for the api to
 * relay, with the session's or the share's credential (section 7's headers, as the api client
 * sends them) so that the server can tell a share viewer's events apart. What the contract
 * refuses (a path with an id in it) is never sent.
 *
 * Plain fetch, not the api client: a failure is the analytics' loss alone (no alert, no
 * sign-out), and the client would bring React into this chunk, splitting the map's first-frame
 * JavaScript differently.
 */
export async function sendEvent(event: AnalyticsEvent): Promise<void> {
  const checked = analyticsEvent.safeParse(event);
  if (!checked.success) return;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  // The csrftoken cookie (read here rather than with api/url's reader, which the map's chunks
  // share: importing it would split it off into a chunk of its own).
  const csrf = /(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie)?.[1];
  if (csrf) headers['X-CSRFToken'] = csrf;
  const credential = authenticationHeader();
  if (credential) headers[credential[0]] = credential[1];
  await fetch(new URL(RELAY_PATH, window.location.origin), {
    method: 'POST',
    headers,
    body: JSON.stringify(checked.data),
    credentials: 'same-origin',
    // A page view sent as the tab closes still arrives.
    keepalive: true,
  });
}
