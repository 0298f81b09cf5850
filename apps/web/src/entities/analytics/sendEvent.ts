import { analyticsEvent, type AnalyticsEvent } from '@waymark/contract';
import { api } from '../../api/client.js';

/**
 * POST analytics/events/: one event for the api to relay (with the session's or the share's
 * credential, so that the server can tell a share viewer's events apart). What the contract
 * refuses (a path with an id in it) is never sent; a failure is the analytics' loss only.
 */
export async function sendEvent(event: AnalyticsEvent): Promise<void> {
  const checked = analyticsEvent.safeParse(event);
  if (!checked.success) return;
  // keepalive: a page view sent as the tab closes still arrives.
  await api.POST('/api/analytics/events/', { body: checked.data, keepalive: true });
}
