import type { Permission, ShareMarkupMode } from '@waymark/contract';
import type { MarkupAttachment, MarkupCreate, MarkupRead } from '@waymark/contract/markup';
import { expect } from 'vitest';
import { multipart } from './multipart.js';
import { stationsForSharing, type Surveyor } from './surveyor.js';
import type { TestContext, TestUser } from './test-app.js';

/** Two bridges 20 km apart, west of Dublin; a share's box holds only the first. */
export const INSIDE: [number, number] = [-6.26, 53.35];
export const OUTSIDE: [number, number] = [-6.0, 53.35];
export const SHARE_BOX = [-6.4, 53.2, -6.1, 53.5];

/** A Google Pixel photo with its GPS position in EXIF (see the fixtures' MANIFEST.md). */
export const PHOTO = 'photos/IMG_20180725_163423-tiny.jpg';

export const point = ([lon, lat]: readonly number[]) => ({
  type: 'Point' as const,
  coordinates: [lon!, lat!] as [number, number],
});

/**
 * A map with markups to be: the surveyor (an organisation admin who may add markups and share
 * the map) and their stations layer (fid 1 at INSIDE, 2 at OUTSIDE), a colleague who only sees
 * the map, a manager of others' markups, and a stranger: an admin of another organisation with
 * every permission. `categories`: the organisation's defaults, by name.
 */
export interface MarkupSite extends Surveyor {
  layerId: number;
  colleague: TestUser;
  manager: TestUser;
  stranger: TestUser;
  categories: Record<string, number>;
  /** The map's markups' path, and a markup's: `path(12, 'comments')`. */
  path(markupId?: number, ...rest: string[]): string;
  /** A markup made through the API by `token` (the surveyor's by default). */
  create(body?: Partial<MarkupCreate>, token?: string): Promise<MarkupRead>;
  /** A share link of the map with this markups mode, kept to SHARE_BOX. */
  share(markups: ShareMarkupMode, bounds?: number[] | null): Promise<string>;
  /** A file attached to a markup through the API by `token` (the surveyor's by default). */
  attach(
    markupId: number,
    name: string,
    content: Buffer,
    token?: string,
  ): Promise<MarkupAttachment>;
}

export async function markupSite(t: TestContext): Promise<MarkupSite> {
  const site = await stationsForSharing(
    t,
    [
      { ref: 'S1', lon: INSIDE[0], lat: INSIDE[1] },
      { ref: 'S2', lon: OUTSIDE[0], lat: OUTSIDE[1] },
    ],
    [-6.3, 53.3, -5.9, 53.4],
  );
  const { users } = t.container.repos;
  await users.setPermissions(site.user.id, [
    'layers.change_layer',
    'layers.upload',
    'maps.add_mapshare',
    'maps.change_mapshare',
    'markups.add_markup',
  ]);
  const member = (email: string, permissions: Permission[] = []) =>
    t.createUser({ email, organisations: [{ id: site.orgId }], permissions });
  const colleague = await member('colleague@rail.test');
  const manager = await member('manager@rail.test', [
    'markups.add_markup',
    'markups.change_markup',
    'markups.delete_markup',
  ]);
  const otherOrg = await t.createOrganisation('Canal', 'canal.test');
  const stranger = await t.createUser({
    email: 'admin@canal.test',
    organisations: [{ id: otherOrg, admin: true }],
    superuser: false,
    permissions: ['markups.add_markup', 'markups.change_markup', 'markups.delete_markup'],
  });
  const rows = await t.db
    .selectFrom('markup_categories')
    .select(['id', 'name'])
    .where('organisation_id', '=', site.orgId)
    .execute();
  const categories = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  const path = (markupId?: number, ...rest: string[]) =>
    [`/api/maps/${site.mapId}/markups`, ...(markupId === undefined ? [] : [markupId]), ...rest]
      .join('/')
      .concat('/');
  return {
    ...site,
    colleague,
    manager,
    stranger,
    categories,
    path,
    async create(body = {}, token = site.user.token) {
      const res = await t.request('POST', path(), {
        token,
        body: {
          geometry: point(INSIDE),
          title: 'Blocked culvert',
          category: categories.Defect,
          ...body,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as MarkupRead;
    },
    async share(markups, bounds = SHARE_BOX) {
      const res = await t.request('POST', '/api/mapshares/', {
        token: site.user.token,
        body: {
          map: site.mapId,
          expiry: new Date(Date.now() + 3600_000).toISOString(),
          bounds,
          markups,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().markups).toBe(markups);
      return res.json().token as string;
    },
    async attach(markupId, name, content, token = site.user.token) {
      const form = multipart([{ name: 'file', filename: name, content }]);
      const res = await t.request('POST', path(markupId, 'attachments'), {
        token,
        body: form.body,
        headers: form.headers,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as MarkupAttachment;
    },
  };
}
