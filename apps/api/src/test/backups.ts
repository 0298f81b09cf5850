import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { backupManifest, type BackupManifest } from '../backup/backup-manifest.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { filesUnder } from './files.js';
import { multipart, sha256 } from './multipart.js';
import type { FreshInstall } from './restored-install.js';
import type { TestContext, TestUser } from './test-app.js';
import { SENATE_SHAPEFILE, uploadLayer } from './viewer.js';

export interface DrillWorld {
  user: TestUser;
  mapId: number;
  vectorLayer: number;
  rasterLayer: number;
  shareToken: string;
}

/**
 * What a restore drill backs up: an organisation with a logo, its admin (with `password`), a
 * map with the senate districts (a shapefile and its companions) and an orthophoto (a GeoTIFF
 * and its COG), processed, and a share link of the map.
 */
export async function seedDrillWorld(
  t: TestContext,
  email: string,
  password: string,
): Promise<DrillWorld> {
  const orgId = await t.createOrganisation('Rail', 'rail.test');
  const user = await t.createUser({
    email,
    password,
    organisations: [{ id: orgId, admin: true }],
    permissions: [
      'layers.add_layer',
      'layers.change_layer',
      'layers.upload',
      'maps.change_map',
      'maps.add_mapshare',
      'organisations.change_organisation',
    ],
  });
  const map = await t.container.repos.maps.create({
    organisation_id: orgId,
    owner_id: user.id,
    name: 'Corridor',
    visibility: 'ORG',
  });
  const vector = await uploadLayer(t, user.token, map.id, 'Senate', SENATE_SHAPEFILE);
  const raster = await uploadLayer(t, user.token, map.id, 'Ortho', [
    { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
  ]);
  const png = await sharp({ create: { width: 60, height: 20, channels: 4, background: '#3f51b5' } })
    .png()
    .toBuffer();
  const logo = multipart([
    { name: 'logo', filename: 'logo.png', contentType: 'image/png', content: png },
  ]);
  const logoSet = await t.request('POST', `/api/organisations/${orgId}/logo/`, {
    token: user.token,
    body: logo.body,
    headers: logo.headers,
  });
  expect(logoSet.statusCode, logoSet.body).toBe(200);
  const share = await t.request('POST', '/api/mapshares/', {
    token: user.token,
    body: { map: map.id, expiry: new Date(Date.now() + 24 * 3600_000).toISOString() },
  });
  expect(share.statusCode, share.body).toBe(201);
  return {
    user,
    mapId: map.id,
    vectorLayer: vector.id,
    rasterLayer: raster.id,
    shareToken: share.json().token as string,
  };
}

/** Fetches the tiles (each must answer 200) and answers their bytes, in order. */
export async function fetchTiles(
  request: FreshInstall['request'],
  paths: readonly string[],
  headers: Record<string, string>,
): Promise<Buffer[]> {
  const tiles: Buffer[] = [];
  for (const url of paths) {
    const res = await request('GET', url, { headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    tiles.push(res.rawPayload);
  }
  return tiles;
}

/** Every stored file the database refers to, with its recorded digest and its digest now. */
export async function storedDigests(install: { db: Db; config: Config }) {
  const rows = [
    ...(await install.db.selectFrom('layer_files').select(['storage_key', 'sha256']).execute()),
    ...(await install.db
      .selectFrom('organisations')
      .select(['logo_key as storage_key', 'logo_sha256 as sha256'])
      .where('logo_key', 'is not', null)
      .execute()),
  ];
  const digests = await Promise.all(
    rows.map(async (r) => ({
      key: r.storage_key!,
      recorded: r.sha256!,
      actual: sha256(await readFile(path.join(install.config.STORAGE_DIR, r.storage_key!))),
    })),
  );
  return digests.sort((a, b) => a.key.localeCompare(b.key));
}

/** The manifest of the newest backup in a backup directory. */
export async function newestManifest(dir: string): Promise<BackupManifest> {
  const names = await filesUnder(path.join(dir, 'backups'));
  const newest = names
    .filter((f) => f.endsWith('manifest.json'))
    .sort()
    .at(-1)!;
  const text = await readFile(path.join(dir, 'backups', newest), 'utf8');
  return backupManifest.parse(JSON.parse(text));
}
