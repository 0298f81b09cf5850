import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationUsage } from '@waymark/contract/usage';
import { buildApp } from '../app.js';
import { windowDays } from '../services/organisation-usage.service.js';
import { UsageRecorder, utcDay } from '../services/usage-recorder.js';
import { expectError, expectFieldErrors, NOT_FOUND } from '../test/assertions.js';
import { seedFeatures, seedLayer, seedLayerFile } from '../test/layers.js';
import { multipart } from '../test/multipart.js';
import { FEATURE_LAT, FEATURE_LON, tileOf } from '../test/security/world.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('an organisation’s usage, from Waymark’s own counters', () => {
  const t = useTestApp();
  let org: number;
  let other: number;
  let admin: TestUser;
  let member: TestUser;
  let otherAdmin: TestUser;
  let mapId: number;
  let layerId: number;
  let shareToken: string;
  let logoBytes: number;
  const today = utcDay(new Date());

  beforeAll(async () => {
    org = await t.createOrganisation('Alpha Rail', 'alpha.test');
    other = await t.createOrganisation('Bravo Rail', 'bravo.test');
    admin = await t.createUser({
      email: 'admin@alpha.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['maps.add_mapshare', 'organisations.change_organisation'],
    });
    member = await t.createUser({ email: 'member@alpha.test', organisations: [{ id: org }] });
    otherAdmin = await t.createUser({
      email: 'admin@bravo.test',
      organisations: [{ id: other, admin: true }],
    });
    const map = await t.container.repos.maps.create({
      organisation_id: org,
      owner_id: admin.id,
      name: 'Line 7',
      visibility: 'ORG',
    });
    mapId = map.id;
    layerId = await seedLayer(t, org, admin.id, { name: 'Bridges' }, [mapId]);
    await seedFeatures(t, layerId, [
      { fid: 1, properties: { name: 'B1' }, lon: FEATURE_LON, lat: FEATURE_LAT },
    ]);
    // Stored files: two rows naming one stored object take its room once.
    for (const [key, size] of [
      ['layers/a.tif', 1000],
      ['layers/b.pdf', 250],
      ['layers/b.pdf', 250],
    ] as const) {
      await seedLayerFile(t, layerId, {
        file_type: null,
        name: key,
        storage_key: key,
        size,
        sha256: 'f'.repeat(64),
        uploaded_by: admin.id,
      });
    }
    const png = await sharp({ create: { width: 60, height: 20, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const form = multipart([
      { name: 'logo', filename: 'logo.png', content: png, contentType: 'image/png' },
    ]);
    const logo = await t.request('POST', `/api/organisations/${org}/logo/`, {
      token: admin.token,
      body: form.body,
      headers: form.headers,
    });
    expect(logo.statusCode).toBe(200);
    const row = await t.container.repos.organisations.findById(org);
    logoBytes = (await t.container.storage.size(row!.logo_key!))!;
    const share = await t.request('POST', '/api/mapshares/', {
      token: admin.token,
      body: { map: mapId, expiry: new Date(Date.now() + 3600_000).toISOString() },
    });
    shareToken = share.json().token as string;
    // Everything so far is written: each test counts from here.
    await t.container.services.usage.flush();
  });

  const usage = async (token: string, query = '') => {
    const res = await t.request('GET', `/api/organisations/${org}/usage/${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrganisationUsage;
  };
  const todayOf = (figures: OrganisationUsage) => figures.days.find((d) => d.day === today)!;
  const tile = tileOf(FEATURE_LON, FEATURE_LAT, 10);
  const tileUrl = () => `/api/tiles/layers/${layerId}/10/${tile.x}/${tile.y}.pbf`;

  it('counts tiles in memory and writes them in one row per flush, not one per tile', async () => {
    const before = todayOf(await usage(admin.token)).tiles;
    for (let i = 0; i < 12; i += 1) {
      const res = await t.request('GET', tileUrl(), { token: member.token });
      expect(res.statusCode).toBe(200);
    }
    // A revalidated tile (304) is a tile served too.
    const etag = (await t.request('GET', tileUrl(), { token: member.token })).headers
      .etag as string;
    const again = await t.request('GET', tileUrl(), {
      token: member.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // Nothing written yet: the table still holds the figure from before these tiles.
    const stored = await t.db
      .selectFrom('usage_counters')
      .select('value')
      .where('organisation_id', '=', org)
      .where('metric', '=', 'tiles')
      .where('day', '=', today)
      .executeTakeFirst();
    expect(stored?.value ?? 0).toBe(before);
    // Reading the usage writes this process's counts first.
    expect(todayOf(await usage(admin.token)).tiles).toBe(before + 14);
  });

  it('counts a map opened by a member or a share viewer, and refuses those who cannot read it', async () => {
    const before = todayOf(await usage(admin.token)).map_views;
    const view = (headers: Record<string, string>, token?: string) =>
      t.request('POST', `/api/maps/${mapId}/views/`, { token, headers });
    expect((await view({}, member.token)).statusCode).toBe(204);
    expect((await view({ mapshare: `Token ${shareToken}` })).statusCode).toBe(204);
    expectError(await view({}, otherAdmin.token), 404, NOT_FOUND);
    expectError(await view({}), 403);
    expect(todayOf(await usage(admin.token)).map_views).toBe(before + 2);
  });

  it('counts each active user once a day, in each organisation they belong to', async () => {
    await t.request('GET', '/api/users/me/', { token: member.token });
    await t.request('GET', '/api/users/me/', { token: member.token });
    const figures = await usage(admin.token);
    // The admin and the member (the other organisation's admin is not one of ours).
    expect(todayOf(figures).active_users).toBe(2);
    expect(figures.totals.active_users).toBe(2);
    const bravo = await t.request('GET', `/api/organisations/${other}/usage/`, {
      token: otherAdmin.token,
    });
    expect(todayOf(bravo.json() as OrganisationUsage).active_users).toBe(1);
  });

  it('adds up what several processes wrote, and drops what a deleted organisation counted', async () => {
    const before = todayOf(await usage(admin.token));
    const gone = await t.createOrganisation('Gone Rail');
    // Two processes' flushes: counts add, users are a set.
    const { usage: repo } = t.container.repos;
    await repo.addCounts([{ organisationId: org, day: today, metric: 'map_views', value: 3 }]);
    await repo.addCounts([{ organisationId: org, day: today, metric: 'map_views', value: 4 }]);
    await repo.addActiveUsers([{ organisationId: org, day: today, userId: member.id }]);
    const recorder = t.container.services.usage;
    recorder.count(gone, 'tiles', 5);
    recorder.count(org, 'tiles', 5);
    await t.db.deleteFrom('organisations').where('id', '=', gone).execute();
    await recorder.flush();
    const after = todayOf(await usage(admin.token));
    expect(after.map_views).toBe(before.map_views + 7);
    expect(after.active_users).toBe(before.active_users);
    expect(after.tiles).toBe(before.tiles + 5);
  });

  it('counts by UTC day: a count at midnight goes to the new day', async () => {
    let clock = Date.parse('2025-01-10T23:59:59.900Z');
    const recorder = new UsageRecorder(t.container.repos.usage, t.app.log, () => clock);
    recorder.count(org, 'tiles', 2);
    recorder.activeUser(member.id, [org]);
    clock = Date.parse('2025-01-11T00:00:00.000Z');
    recorder.count(org, 'tiles', 3);
    recorder.activeUser(member.id, [org]);
    recorder.activeUser(member.id, [org]);
    await recorder.flush();
    expect(await t.container.repos.usage.daily(org, '2025-01-09', '2025-01-12')).toEqual([
      { day: '2025-01-10', map_views: 0, tiles: 2, active_users: 1 },
      { day: '2025-01-11', map_views: 0, tiles: 3, active_users: 1 },
    ]);
    expect(await t.container.repos.usage.activeUsersBetween(org, '2025-01-10', '2025-01-11')).toBe(
      1,
    );
  });

  it('has another process’s counts once it has written them, at the latest when it stops', async () => {
    const before = todayOf(await usage(admin.token)).map_views;
    const second = await buildApp({ config: t.config, db: t.db, logger: false, queue: t.jobs });
    await second.app.ready();
    const opened = await second.app.inject({
      method: 'POST',
      url: `/api/maps/${mapId}/views/`,
      headers: { authorization: `Token ${member.token}` },
    });
    expect(opened.statusCode).toBe(204);
    // Counted in the second process's memory: not in the figures yet.
    expect(todayOf(await usage(admin.token)).map_views).toBe(before);
    await second.app.close();
    expect(todayOf(await usage(admin.token)).map_views).toBe(before + 1);
  });

  it('answers every day of the window, oldest first, and the storage the files take', async () => {
    const week = await usage(admin.token, '?days=7');
    expect(week.organisation).toBe(org);
    expect(week.days.map((d) => d.day)).toEqual(windowDays(new Date(), 7));
    expect(week.from).toBe(week.days[0]!.day);
    expect(week.to).toBe(today);
    expect(week.days.slice(0, 6)).toEqual(
      week.days.slice(0, 6).map((d) => ({ day: d.day, map_views: 0, active_users: 0, tiles: 0 })),
    );
    expect(week.totals).toEqual({
      map_views: todayOf(week).map_views,
      tiles: todayOf(week).tiles,
      active_users: 2,
    });
    expect(week.storage).toEqual({ bytes: 1250 + logoBytes, files: 3 });
    expect((await usage(admin.token)).days).toHaveLength(30);
    expect((await usage(admin.token, '?days=366')).days).toHaveLength(366);
  });

  it('is for the organisation’s admins only; bad windows are field errors', async () => {
    expectError(
      await t.request('GET', `/api/organisations/${org}/usage/`, { token: member.token }),
      403,
      { detail: 'Only an admin of this organisation can see its usage.' },
    );
    expectError(
      await t.request('GET', `/api/organisations/${org}/usage/`, { token: otherAdmin.token }),
      404,
      NOT_FOUND,
    );
    const viewer = await t.request('GET', `/api/organisations/${org}/usage/`, {
      headers: { mapshare: `Token ${shareToken}` },
    });
    expectError(viewer, 403);
    for (const days of ['0', '367', '-1', '1e2', 'x']) {
      const res = await t.request('GET', `/api/organisations/${org}/usage/?days=${days}`, {
        token: admin.token,
      });
      expectFieldErrors(res, ['days']);
    }
  });
});
