import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreCommand } from '../cli/commands/backup.command.js';
import { keysUnder, useLocalS3 } from '../test/local-s3.js';
import { freshInstall } from '../test/restored-install.js';
import { createSurveyor } from '../test/surveyor.js';
import { RecordingQueue, PASSWORD, useTestApp } from '../test/test-app.js';
import { uploadLayer } from '../test/viewer.js';
import { tileAt } from '../tiles/tile-math.js';
import { openBackupTarget } from './backup-target.js';
import { runBackup } from './backup.service.js';

/**
 * Backups of an installation that keeps its files on S3, into another bucket, and a restore
 * into an empty bucket: against a local server that speaks the S3 protocol.
 */
describe('backups on S3', () => {
  const s3 = useLocalS3({ buckets: ['backups', 'restored'] });
  const t = useTestApp(() => s3.config());

  it('backs up into a bucket, then copies nothing unchanged, and restores into an empty bucket', async () => {
    const { user, mapId } = await createSurveyor(t);
    const layer = await uploadLayer(t, user.token, mapId, 'Box', [
      { fixture: 'shapefile/box.shp', type: 'vector' },
      { fixture: 'shapefile/box.shx' },
      { fixture: 'shapefile/box.dbf' },
      { fixture: 'shapefile/box.prj' },
    ]);
    const [w, s, e, n] = layer.extent!;
    const { z, x, y } = tileAt((w! + e!) / 2, (s! + n!) / 2, 10);
    const tileUrl = `/api/tiles/layers/${layer.id}/${z}/${x}/${y}.pbf`;
    const before = await t.request('GET', tileUrl, { token: user.token });
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.length).toBeGreaterThan(0);

    expect(() => openBackupTarget('s3://waymark/backups', t.config)).toThrow(
      /the bucket the files are stored in/,
    );
    const target = openBackupTarget('s3://backups/nightly/', t.config);
    const sources = { db: t.db, databaseUrl: t.config.DATABASE_URL, storage: t.container.storage };
    const first = await runBackup(sources, target);
    expect(first).toMatchObject({ files: 4, copied: 4, reused: 0 });
    const second = await runBackup(sources, target);
    expect(second).toMatchObject({ files: 4, copied: 0, reused: 4 });
    const backupsBucket = path.join(s3.dir, 's3', 'backups');
    expect(await keysUnder(backupsBucket, 'nightly/objects')).toHaveLength(4);
    expect(await keysUnder(backupsBucket, 'nightly/backups')).toHaveLength(4); // 2 × (dump, manifest)

    const restored = await freshInstall({ ...s3.config(), S3_BUCKET: 'restored' });
    try {
      const printed = await restoreCommand(restored.config, [
        's3://backups/nightly',
        '--backup',
        first.manifest.id,
      ]);
      expect(printed).toContain(`Restored backup ${first.manifest.id}`);
      expect(await keysUnder(path.join(s3.dir, 's3', 'restored'), 'layers')).toHaveLength(4);
      await restored.open(new RecordingQueue());
      const login = await restored.request('POST', '/api/auth/login/', {
        body: { email: 'surveyor@rail.test', password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const after = await restored.request('GET', tileUrl, { token: login.json().key });
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    } finally {
      await restored.remove();
    }
  });
});
