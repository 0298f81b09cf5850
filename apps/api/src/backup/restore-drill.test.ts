import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreCommand } from '../cli/commands/backup.command.js';
import { fetchTiles, newestManifest, seedDrillWorld, storedDigests } from '../test/backups.js';
import { dropDatabase } from '../test/databases.js';
import { filesUnder } from '../test/files.js';
import { uploadForm } from '../test/multipart.js';
import { freshInstall, type FreshInstall } from '../test/restored-install.js';
import { RecordingQueue, useTestApp } from '../test/test-app.js';
import { tileAt } from '../tiles/tile-math.js';
import { BackupError } from './backup-error.js';
import { objectName } from './backup-manifest.js';
import { openBackupTarget } from './backup-target.js';
import { runBackup } from './backup.service.js';
import { runRestore } from './restore.service.js';

/** The tiles the drill compares: a few of each layer. */
function tilePaths(vectorLayer: number, rasterLayer: number): string[] {
  const vector = [tileAt(-71.8, 42.27, 7), tileAt(-71.8, 42.27, 9), tileAt(-71.06, 42.36, 10)];
  const raster = [tileAt(-77.76, 24.56, 8), tileAt(-77.76, 24.56, 9)];
  return [
    ...vector.map(({ z, x, y }) => `/api/tiles/layers/${vectorLayer}/${z}/${x}/${y}.pbf`),
    ...raster.map(({ z, x, y }) => `/api/tiles/layers/${rasterLayer}/${z}/${x}/${y}.png`),
  ];
}

/**
 * The restore drill: an organisation with a user, a map, a real vector and a real raster
 * processed, a logo and a share link; backed up; the database dropped and the storage deleted;
 * restored into a new empty database and storage; then the same tiles, byte for byte, the same
 * files, the same password and the same share link.
 */
describe('restore drill', () => {
  const t = useTestApp();
  const email = 'surveyor@rail.test';
  const password = 'Restore-Drill-2024';
  let backupDir: string;
  let restored: FreshInstall | undefined;

  beforeAll(async () => {
    backupDir = await mkdtemp(path.join(tmpdir(), 'waymark-backups-'));
  });
  afterAll(async () => {
    await restored?.remove();
    await rm(backupDir, { recursive: true, force: true });
  });

  it('restores into an empty database and storage what draws the same tiles', async () => {
    const world = await seedDrillWorld(t, email, password);
    const { shareToken, user } = world;
    const paths = tilePaths(world.vectorLayer, world.rasterLayer);
    const asUser = { authorization: `Token ${user.token}` };
    const asShare = { mapshare: `Token ${shareToken}` };
    const tilesBefore = await fetchTiles(t.request, paths, asUser);
    const sharedBefore = await fetchTiles(t.request, paths.slice(0, 2), asShare);
    const filesBefore = await storedDigests(t);
    // Senate: the .shp and three companions; Ortho: the GeoTIFF and its COG; the logo.
    expect(filesBefore).toHaveLength(7);

    const summary = await runBackup(
      { db: t.db, databaseUrl: t.config.DATABASE_URL, storage: t.container.storage },
      openBackupTarget(backupDir, t.config),
    );
    expect(summary).toMatchObject({ files: 7, copied: 7, reused: 0 });
    expect(summary.manifest.files.map((f) => f.key).sort()).toEqual(
      filesBefore.map((f) => f.key).sort(),
    );

    // The disaster: the database and every stored file gone.
    await t.app.close();
    await t.db.destroy();
    await dropDatabase(new URL(t.config.DATABASE_URL).pathname.slice(1));
    await rm(t.config.STORAGE_DIR, { recursive: true, force: true });

    restored = await freshInstall();
    const printed = await restoreCommand(restored.config, [backupDir]);
    expect(printed).toContain(`Restored backup ${summary.manifest.id}`);
    expect(printed).toContain('files: 7');
    await restored.open(new RecordingQueue());

    // Every file is back, and its digest is the one recorded before the disaster.
    const filesAfter = await storedDigests(restored);
    expect(filesAfter).toEqual(filesBefore);
    for (const file of filesAfter) expect(file.actual, file.key).toBe(file.recorded);

    // The user signs in with the password, and the new session draws the same tiles.
    const login = await restored.request('POST', '/api/auth/login/', {
      body: { email, password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().key as string;
    const tilesAfter = await fetchTiles(restored.request, paths, {
      authorization: `Token ${token}`,
    });
    tilesAfter.forEach((tile, i) => expect(tile.equals(tilesBefore[i]!), paths[i]).toBe(true));

    // The share link opens the map and draws its tiles, as before.
    const opened = await restored.request('GET', `/api/mapshares/${shareToken}/`, {
      headers: asShare,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().map).toBe(world.mapId);
    const sharedAfter = await fetchTiles(restored.request, paths.slice(0, 2), asShare);
    sharedAfter.forEach((tile, i) => expect(tile.equals(sharedBefore[i]!)).toBe(true));
  });

  it('backs up again copying only the file added since', async () => {
    const install = restored!;
    const token = (
      await install.request('POST', '/api/auth/login/', { body: { email, password } })
    ).json().key as string;
    const layer = await install.db
      .selectFrom('layers')
      .select('id')
      .where('name', '=', 'Senate')
      .executeTakeFirstOrThrow();
    const form = uploadForm(
      [{ fixture: 'attachments/pdf-definition.pdf', attach: '__ALL__,*', type: 'attachment' }],
      false,
    );
    const added = await install.request('PATCH', `/api/layers/${layer.id}/`, {
      token,
      body: form.body,
      headers: form.headers,
    });
    expect(added.statusCode, added.body).toBe(200);

    const summary = await runBackup(
      { db: install.db, databaseUrl: install.config.DATABASE_URL, storage: install.storage },
      openBackupTarget(backupDir, install.config),
    );
    expect(summary).toMatchObject({ files: 8, copied: 1, reused: 7 });
    // One object more; two manifests, each listing its own backup's files.
    expect((await filesUnder(path.join(backupDir, 'objects'))).length).toBe(8);
    expect(
      (await filesUnder(path.join(backupDir, 'backups'))).filter((f) =>
        f.endsWith('manifest.json'),
      ),
    ).toHaveLength(2);
  });

  it('refuses a database or storage that is not empty, and names a file whose digest is wrong', async () => {
    const install = restored!;
    const target = openBackupTarget(backupDir, install.config);
    const into = (db: FreshInstall, storage: FreshInstall) =>
      runRestore(
        {
          db: db.db,
          databaseUrl: db.config.DATABASE_URL,
          storage: storage.storage,
          storageLabel: storage.config.STORAGE_DIR,
          workDir: db.config.WORK_DIR,
        },
        target,
      );
    await expect(into(install, install)).rejects.toThrow(
      /restore needs an empty database, and waymark_test_\w+ holds \d+ tables, views or sequences/,
    );

    const empty = await freshInstall();
    try {
      await expect(into(empty, install)).rejects.toThrow(/restore needs empty file storage/);

      // One object of the newest backup damaged: the restore fails, naming its file.
      const manifest = await newestManifest(backupDir);
      const victim = manifest.files.find((f) => f.key.endsWith('/senate.dbf'))!;
      const objectPath = path.join(backupDir, ...objectName(victim.sha256).split('/'));
      const bytes = await readFile(objectPath);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      await writeFile(objectPath, bytes);
      const failure = await into(empty, empty).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(BackupError);
      expect((failure as Error).message).toContain('files that do not match their digest');
      expect((failure as Error).message).toContain(
        `${victim.key}: expected SHA-256 ${victim.sha256}`,
      );
      // Neither the damaged file nor the database was restored.
      expect(await filesUnder(empty.config.STORAGE_DIR)).not.toContain(victim.key);
      expect(await filesUnder(empty.config.STORAGE_DIR)).toHaveLength(manifest.files.length - 1);
      const tables = await sql<{
        t: string | null;
      }>`select to_regclass('users')::text as t`.execute(empty.db);
      expect(tables.rows[0]!.t).toBeNull();
    } finally {
      await empty.remove();
    }
  });
});
