import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../test/assertions.js';
import { useAnalyticsReceiver } from '../test/analytics-receiver.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const HOST = 'maps.alpha.test';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('analytics: page views and events relayed to a Plausible-compatible service', () => {
  const receiver = useAnalyticsReceiver();
  const t = useTestApp(() => ({ ANALYTICS_URL: receiver.url }));
  let org: number;
  let admin: TestUser;
  let mapId: number;
  let shareToken: string;

  beforeAll(async () => {
    org = await t.createOrganisation('Alpha Rail', HOST);
    admin = await t.createUser({
      email: 'ann.admin@alpha.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['organisations.change_organisation', 'maps.add_mapshare'],
    });
    const map = await t.container.repos.maps.create({
      organisation_id: org,
      owner_id: admin.id,
      name: 'Line 7',
      visibility: 'ORG',
    });
    mapId = map.id;
    const share = await t.request('POST', '/api/mapshares/', {
      token: admin.token,
      body: { map: mapId, expiry: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(share.statusCode).toBe(201);
    shareToken = share.json().token as string;
  });

  /** Sends an event the way the browser does, with everything a browser's request carries. */
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    t.request('POST', '/api/analytics/events/', {
      body,
      headers: {
        host: HOST,
        'user-agent': BROWSER,
        'x-forwarded-for': '203.0.113.9',
        'accept-language': 'ga-IE',
        ...headers,
      },
    });

  /** What arrived for the events sent by `act`, once the relay has sent everything on. */
  async function arrivals(act: () => Promise<unknown>) {
    const before = receiver.received.length;
    await act();
    await t.container.services.analytics.drain();
    return receiver.received.slice(before);
  }

  it('turns the web app’s analytics on through /config.js', async () => {
    const res = await t.request('GET', '/config.js');
    expect(res.body).toContain('"analytics":true');
  });

  it('sends a page view as its route pattern, with nothing of the visitor', async () => {
    const got = await arrivals(async () => {
      const res = await send(
        {
          name: 'pageview',
          route: '/maps/:id/share/:token/',
          referrer: `https://mail.example.com/inbox?share=${shareToken}&to=ann.admin@alpha.test`,
        },
        { authorization: `Token ${admin.token}`, cookie: `sessionid=${admin.token}` },
      );
      expect(res.statusCode).toBe(202);
    });
    expect(got).toHaveLength(1);
    const [request] = got;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/api/event');
    // Exactly Plausible's fields: the referrer is another site's origin only.
    expect(request!.json).toEqual({
      name: 'pageview',
      url: `http://${HOST}/maps/:id/share/:token/`,
      domain: HOST,
      referrer: 'https://mail.example.com',
    });
    expect(request!.headers['user-agent']).toBe(BROWSER);
    expect(request!.headers['content-type']).toBe('application/json');
    // The service sees this server, not the visitor: no address, cookie, credential or language.
    for (const header of ['x-forwarded-for', 'cookie', 'authorization', 'referer']) {
      expect(request!.headers[header], header).toBeUndefined();
    }
    for (const secret of [
      admin.token,
      shareToken,
      'ann.admin',
      '@alpha.test',
      '203.0.113.9',
      `/maps/${mapId}`,
      'ga-IE',
    ]) {
      expect(request!.raw, secret).not.toContain(secret);
    }
  });

  it('sends named events with their closed-list properties, anonymous visitors’ too', async () => {
    const got = await arrivals(async () => {
      expect(
        (await send({ name: 'Layer toggled', route: '/maps/:id/', props: { visible: 'no' } }))
          .statusCode,
      ).toBe(202);
      expect(
        (
          await send(
            { name: 'Upload committed', route: '/maps/:id/', props: { files: '2-5' } },
            { authorization: `Token ${admin.token}` },
          )
        ).statusCode,
      ).toBe(202);
      // This site's own address as the referrer names ids and tokens: it is dropped.
      await send({
        name: 'Map opened',
        route: '/maps/:id/',
        referrer: `http://${HOST}/maps/${mapId}/share/${shareToken}/`,
      });
    });
    // Sent on concurrently: in any order.
    expect(got).toHaveLength(3);
    expect(got.map((r) => r.json)).toEqual(
      expect.arrayContaining([
        {
          name: 'Layer toggled',
          url: `http://${HOST}/maps/:id/`,
          domain: HOST,
          props: { visible: 'no' },
        },
        {
          name: 'Upload committed',
          url: `http://${HOST}/maps/:id/`,
          domain: HOST,
          props: { files: '2-5' },
        },
        { name: 'Map opened', url: `http://${HOST}/maps/:id/`, domain: HOST },
      ]),
    );
    expect(got.map((r) => r.raw).join('\n')).not.toContain(shareToken);
  });

  it('refuses paths, ids, unknown events and free-form properties (400, nothing sent)', async () => {
    const got = await arrivals(async () => {
      const path = await send({ name: 'pageview', route: `/maps/${mapId}/` });
      expectFieldErrors(path, ['route']);
      const token = await send({ name: 'pageview', route: `/maps/:id/share/${shareToken}/` });
      expectFieldErrors(token, ['route']);
      const query = await send({ name: 'pageview', route: '/maps/:id/?email=ann@alpha.test' });
      expectFieldErrors(query, ['route']);
      expect((await send({ name: 'Signed in', route: '/' })).statusCode).toBe(400);
      const props = await send({
        name: 'Layer toggled',
        route: '/maps/:id/',
        props: { visible: 'yes', user: 'ann.admin@alpha.test' },
      });
      expect(props.statusCode).toBe(400);
      const value = await send({ name: 'Layer toggled', route: '/', props: { visible: '7' } });
      expect(value.statusCode).toBe(400);
    });
    expect(got).toEqual([]);
  });

  it('sends a share viewer’s events only when their organisation allows it', async () => {
    const asViewer = () =>
      send(
        { name: 'Share opened', route: '/maps/:id/share/:token/' },
        { mapshare: `Token ${shareToken}` },
      );
    const refused = await arrivals(async () => expect((await asViewer()).statusCode).toBe(202));
    expect(refused).toEqual([]);

    const allow = await t.request('PATCH', `/api/organisations/${org}/`, {
      token: admin.token,
      body: { share_viewer_analytics: true },
    });
    expect(allow.statusCode).toBe(200);
    expect(allow.json().share_viewer_analytics).toBe(true);
    const allowed = await arrivals(asViewer);
    expect(allowed.map((r) => r.json)).toEqual([
      { name: 'Share opened', url: `http://${HOST}/maps/:id/share/:token/`, domain: HOST },
    ]);
    expect(allowed[0]!.raw).not.toContain(shareToken);

    await t.request('PATCH', `/api/organisations/${org}/`, {
      token: admin.token,
      body: { share_viewer_analytics: false },
    });
    expect(await arrivals(asViewer)).toEqual([]);
  });
});

describe('analytics off (no ANALYTICS_URL): nothing is sent, and the web app is not told to', () => {
  const t = useTestApp();

  it('answers 202 and relays nothing', async () => {
    expect(t.container.services.analytics.enabled).toBe(false);
    const config = await t.request('GET', '/config.js');
    expect(config.body).not.toContain('analytics');
    const res = await t.request('POST', '/api/analytics/events/', {
      body: { name: 'pageview', route: '/' },
    });
    expect(res.statusCode).toBe(202);
  });
});
