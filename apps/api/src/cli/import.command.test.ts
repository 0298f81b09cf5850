import { NEW_LAYER_POPUP } from '@waymark/contract';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { entriesUnder, fixture, FIXTURES_DIR, sha256 } from '../test/multipart.js';
import { useTestApp } from '../test/test-app.js';
import { UsageError } from './args.js';
import { importCommand } from './commands/import.command.js';

const file = (relative: string) => path.join(FIXTURES_DIR, relative);

/** The import goes through the upload pipeline, committed by the system and processed at once. */
describe('waymark import', () => {
  const t = useTestApp();
  let orgId: number;
  let mapId: number;

  beforeAll(async () => {
    orgId = await t.createOrganisation('Importers');
    mapId = await t.createMap(orgId, 'Imported');
  });

  const layerNamed = (name: string) =>
    t.db.selectFrom('layers').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const filesOf = (layerId: number) =>
    t.db
      .selectFrom('layer_files')
      .selectAll()
      .where('layer_id', '=', layerId)
      .orderBy('id')
      .execute();
  const run = (...argv: string[]) =>
    importCommand(t.container, ['--organisation', String(orgId), '--map', String(mapId), ...argv]);

  it('loads a shapefile with its companions into a new shared layer, processed at once', async () => {
    const parts = ['.shp', '.shx', '.dbf', '.prj'].map((e) => file(`shapefile/senate${e}`));
    const output = await run('--layer', 'Senate', ...parts);
    const layer = await layerNamed('Senate');
    expect(output).toBe(`Layer ${layer.id}:\n  senate.shp: ready`);
    // The system creates layers for the organisation, owned by nobody unless told.
    expect(layer).toMatchObject({ visibility: 'ORG', owner_id: null, type: 'vector' });
    // Section 9: a new vector layer has the Tab View Popup, from the command line too.
    expect(layer.popup).toBe(NEW_LAYER_POPUP);
    const files = await filesOf(layer.id);
    expect(files.map((f) => [f.name, f.role, f.status])).toEqual([
      ['senate.shp', 'source', 'ready'],
      ['senate.shx', 'companion', 'ready'],
      ['senate.dbf', 'companion', 'ready'],
      ['senate.prj', 'companion', 'ready'],
    ]);
    expect(files[0]!.sha256).toBe(sha256(fixture('shapefile/senate.shp')));
    expect(files.slice(1).every((f) => f.parent_id === files[0]!.id)).toBe(true);
    expect(files[0]!.feature_count).toBe(40);
    expect(t.jobs.fileIds).toEqual([]);
  });

  it('adds attachments to the existing layer of that name, linked as --attach says', async () => {
    const layer = await layerNamed('Senate');
    await run(
      '--layer',
      'Senate',
      '--attach',
      'SENDISTNUM,36',
      file('attachments/pdf-definition.pdf'),
    );
    const attachment = (await filesOf(layer.id)).find((f) => f.name === 'pdf-definition.pdf');
    expect(attachment).toMatchObject({
      role: 'attachment',
      link_field: 'SENDISTNUM',
      link_value: '36',
      status: 'ready',
    });
    expect(
      await t.db.selectFrom('layers').select('id').where('name', '=', 'Senate').execute(),
    ).toHaveLength(1);
  });

  it('refuses what an upload would refuse, naming the problem, and keeps nothing', async () => {
    const before = (await entriesUnder(path.join(t.config.STORAGE_DIR, 'staging'))).length;
    await expect(
      run('--layer', 'Senate', file('attachments/ACadFileExploration.xlsx')),
    ).rejects.toThrow(
      new UsageError('ACadFileExploration.xlsx: choose the features to attach it to.'),
    );
    await expect(
      run(
        '--layer',
        'X',
        '--epsg',
        '999999',
        file('shapefile/counties.shp'),
        file('shapefile/counties.shx'),
        file('shapefile/counties.dbf'),
      ),
    ).rejects.toThrow(/Unknown EPSG code 999999/);
    await expect(
      importCommand(t.container, [
        '--organisation',
        String(orgId),
        '--map',
        '999999',
        '--layer',
        'X',
        file('shapefile/box.shp'),
      ]),
    ).rejects.toThrow(UsageError);
    expect((await entriesUnder(path.join(t.config.STORAGE_DIR, 'staging'))).length).toBe(before);
    expect(await t.db.selectFrom('layers').select('id').where('name', '=', 'X').execute()).toEqual(
      [],
    );
  });
});
