import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareValidation } from '../../features/map-share/testShares.js';
import { mockApi } from '../../test/mockApi.js';
import { enterMapShare, storeToken } from '../session/sessionStore.js';
import { analyticsEnabled, analyticsRoute, sendAnalyticsEvent } from './analytics.js';
import { sendEvent } from './sendEvent.js';

const RELAY = 'POST /api/analytics/events/';

function withAnalytics(on: boolean) {
  (window as { waymarkConfig?: unknown }).waymarkConfig = on ? { analytics: true } : {};
}

afterEach(() => {
  delete (window as { waymarkConfig?: unknown }).waymarkConfig;
  vi.unstubAllGlobals();
});

describe('analytics events of the web app', () => {
  it('is off unless /config.js turns it on, and then sends nothing', async () => {
    const api = mockApi({ [RELAY]: { status: 202 } });
    expect(analyticsEnabled()).toBe(false);
    withAnalytics(false);
    expect(analyticsEnabled()).toBe(false);
    sendAnalyticsEvent({ name: 'pageview', route: '/' });
    // The sender would be loaded and called within a tick or two; give it longer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toEqual([]);
  });

  it('posts an event to the api’s relay with the session’s credential', async () => {
    withAnalytics(true);
    storeToken('a'.repeat(40));
    const api = mockApi({ [RELAY]: { status: 202 } });
    sendAnalyticsEvent({ name: 'Layer toggled', route: '/maps/:id/', props: { visible: 'no' } });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    const [request] = api.requests;
    expect(`${request!.method} ${request!.path}`).toBe(RELAY);
    expect(JSON.parse(String(request!.body))).toEqual({
      name: 'Layer toggled',
      route: '/maps/:id/',
      props: { visible: 'no' },
    });
    expect(request!.headers.get('Authorization')).toBe(`Token ${'a'.repeat(40)}`);
  });

  it('sends a share viewer’s events with the share’s header (the server decides)', async () => {
    withAnalytics(true);
    enterMapShare('share-token', shareValidation({ token: 'share-token', map: 4 }));
    const api = mockApi({ [RELAY]: { status: 202 } });
    sendAnalyticsEvent({ name: 'Share opened', route: '/maps/:id/share/:token/' });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]!.headers.get('MapShare')).toBe('Token share-token');
    expect(String(api.requests[0]!.body)).not.toContain('share-token');
  });

  it('never sends a path in place of a route pattern', async () => {
    const api = mockApi({ [RELAY]: { status: 202 } });
    await sendEvent({ name: 'pageview', route: '/maps/12/share/abcdef/' });
    expect(api.requests).toEqual([]);
  });

  it('names pages by their route pattern', () => {
    const route = (path: string) => ({
      path,
      name: 'MapView' as const,
      module: 'maps' as const,
      loginRequired: true,
      section: 'mapview' as const,
    });
    expect(analyticsRoute(route('/maps/:id/share/:token/'))).toBe('/maps/:id/share/:token/');
    expect(analyticsRoute(route('*'))).toBe('/not-found/');
    expect(analyticsRoute(null)).toBe('/not-found/');
  });
});
