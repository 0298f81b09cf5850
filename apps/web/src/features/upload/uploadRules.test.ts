import { FILE_TYPES } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { applyBatch, commonFileType, commonLayers } from './batchEdit.js';
import { uploadFormData } from './uploadForm.js';
import {
  addFiles,
  blockersOf,
  canUpload,
  epsgRequiredOf,
  layersOffered,
  removeRow,
  typesOffered,
  updateRow,
  type UploadRow,
} from './uploadRules.js';

const file = (name: string, size = 100) => ({ name, size, type: '' });
const add = (names: string[], rows: UploadRow[] = []) =>
  addFiles(
    FILE_TYPES,
    rows,
    names.map((n) => file(n)),
    null,
  );
const row = (rows: UploadRow[], name: string) => rows.find((r) => r.name === name)!;
const vectorLayer = { id: 1, name: 'Bridges', type: 'vector' };
const rasterLayer = { id: 2, name: 'Orthophotos', type: 'raster' };
const emptyLayer = { id: 3, name: 'New data', type: null };

describe('file types offered (5.3), with the real catalogue', () => {
  it.each([
    ['bridges.shp', null, ['attachment', 'vector']],
    ['ortho.tif', null, ['attachment', 'raster']],
    ['site.jpg', null, ['attachment', 'raster', 'photo']],
    ['site.JPG', 'photo', ['attachment', 'photo']],
    ['report.pdf', null, ['attachment']],
    ['cloud.copc.laz', null, ['attachment']],
    ['drawing.dxf', 'raster', ['attachment']],
  ])('%s for a %s layer: %j', (name, layerType, expected) => {
    expect(typesOffered(FILE_TYPES, name, layerType)).toEqual(expected);
  });
});

describe('adding files (section 4)', () => {
  it('drops a file whose name is already listed', () => {
    const rows = add(['a.pdf']);
    expect(add(['a.pdf', 'b.pdf'], rows).map((r) => r.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('chooses the only type that applies, and Auto for zips', () => {
    const rows = add(['bridges.shp', 'report.pdf', 'site.jpg', 'data.zip']);
    expect(rows.map((r) => r.fileType)).toEqual(['vector', 'attachment', null, 'zip']);
  });

  it('makes companions children of their main file, which they follow', () => {
    const rows = add(['senate.shp', 'senate.shx', 'senate.dbf', 'senate.prj', 'other.dbf']);
    expect(rows.map((r) => [r.name, r.parent])).toEqual([
      ['senate.shp', null],
      ['senate.shx', 'senate.shp'],
      ['senate.dbf', 'senate.shp'],
      ['senate.prj', 'senate.shp'],
      ['other.dbf', null],
    ]);
    const epsg = { id: 27700, text: 'OSGB 1936 / British National Grid' };
    const changed = updateRow(FILE_TYPES, rows, 'senate.shp', { layer: vectorLayer, epsg });
    for (const child of ['senate.shx', 'senate.dbf', 'senate.prj']) {
      expect(row(changed, child)).toMatchObject({ layer: vectorLayer, epsg, fileType: 'vector' });
    }
    // A child cannot be edited on its own.
    const ignored = updateRow(FILE_TYPES, changed, 'senate.dbf', { layer: rasterLayer });
    expect(row(ignored, 'senate.dbf').layer).toEqual(vectorLayer);
  });

  it('removes a main file with its children', () => {
    const rows = removeRow(FILE_TYPES, add(['a.shp', 'a.shx', 'a.dbf', 'b.pdf']), 'a.shp');
    expect(rows.map((r) => r.name)).toEqual(['b.pdf']);
  });
});

describe('epsgRequired (section 4)', () => {
  it.each([
    [['ortho.jpg'], 'raster', true],
    [['ortho.jpg', 'ortho.prj'], 'raster', false],
    [['ortho.tif'], 'raster', false],
    [['bridges.shp', 'bridges.prj'], 'vector', false],
    [['bridges.shp'], 'vector', null],
    [['drawing.dxf'], 'vector', true],
    [['drawing.dxf', 'drawing.prj'], 'vector', false],
    [['report.pdf'], 'attachment', null],
  ] as const)('%j as %s: %s', (names, fileType, expected) => {
    const rows = updateRow(FILE_TYPES, add([...names]), names[0], { fileType });
    const main = row(rows, names[0]);
    expect(main.epsgRequired).toBe(expected);
    expect(epsgRequiredOf(FILE_TYPES, main, new Set(names))).toBe(expected);
  });

  it("drops 'Use associated .prj file' once the .prj is gone and a system is strictly required", () => {
    const ownPrj = { id: null, text: 'Use associated .prj file' };
    let rows = updateRow(FILE_TYPES, add(['o.jpg', 'o.prj']), 'o.jpg', { fileType: 'raster' });
    rows = updateRow(FILE_TYPES, rows, 'o.jpg', { epsg: ownPrj });
    expect(row(rows, 'o.jpg')).toMatchObject({ epsgRequired: false, epsg: ownPrj });
    rows = removeRow(FILE_TYPES, rows, 'o.prj');
    expect(row(rows, 'o.jpg')).toMatchObject({ epsgRequired: true, epsg: null });
    expect(canUpload(rows)).toBe(false);
  });

  it('clears the coordinate system of a file that becomes an attachment', () => {
    const epsg = { id: 2157, text: 'ITM' };
    let rows = updateRow(FILE_TYPES, add(['site.jpg']), 'site.jpg', { fileType: 'raster', epsg });
    rows = updateRow(FILE_TYPES, rows, 'site.jpg', { fileType: 'attachment' });
    expect(row(rows, 'site.jpg')).toMatchObject({ epsg: null, epsgRequired: null });
  });
});

describe('the Upload button (5.3)', () => {
  const ready = (names: string[], change: Parameters<typeof updateRow>[3]) =>
    updateRow(FILE_TYPES, add(names), names[0]!, change);
  it.each<[string, UploadRow[], string[]]>([
    [
      'a coordinate system is required and missing',
      ready(['o.jpg'], { fileType: 'raster', layer: rasterLayer }),
      ['epsg'],
    ],
    ['a file has no type', ready(['s.jpg'], { layer: rasterLayer }), ['fileType']],
    ['a file has no layer', ready(['r.pdf'], { attachWhere: '__ALL__,*' }), ['layer']],
    ['an attachment has no target', ready(['r.pdf'], { layer: vectorLayer }), ['attachWhere']],
  ])('is disabled while %s', (_case, rows, blockers) => {
    expect(blockersOf(rows[0]!)).toEqual(blockers);
    expect(canUpload(rows)).toBe(false);
  });

  it('is enabled once every file is assigned; a zip needs no type', () => {
    let rows = ready(['o.jpg', 'o.prj'], { fileType: 'raster', layer: rasterLayer });
    rows = addFiles(FILE_TYPES, rows, [file('data.zip')], vectorLayer);
    expect(canUpload(rows)).toBe(true);
  });

  it('clearing a layer clears the attach target', () => {
    let rows = ready(['r.pdf'], { layer: vectorLayer, attachWhere: 'BRIDGE_ID,7' });
    rows = updateRow(FILE_TYPES, rows, 'r.pdf', { layer: null });
    expect(row(rows, 'r.pdf').attachWhere).toBeNull();
  });
});

describe('layers offered (5.3)', () => {
  const editable = [vectorLayer, rasterLayer, emptyLayer];
  it.each([
    ['vector', [1, 3]],
    ['raster', [2, 3]],
    ['attachment', [1, 2, 3]],
    ['zip', [1, 2, 3]],
  ])('for %s data: %j', (fileType, ids) => {
    expect(layersOffered(editable, fileType).map((l) => l.id)).toEqual(ids);
  });
});

describe('batch edit', () => {
  it('applies to the selected files only, intersects layers and resets the selection', () => {
    let rows = add(['a.shp', 'b.dxf', 'c.tif', 'd.zip']);
    rows = rows.map((r) => ({ ...r, batch: r.name !== 'c.tif' }));
    expect(commonFileType(rows)).toBe('vector');
    expect(commonLayers(rows, [vectorLayer, rasterLayer, emptyLayer], 'vector')).toEqual([
      vectorLayer,
      emptyLayer,
    ]);
    rows = applyBatch(FILE_TYPES, rows, {
      fileType: 'vector',
      layer: vectorLayer,
      epsg: { id: 2157, text: 'ITM' },
      attachWhere: null,
    });
    expect(row(rows, 'a.shp').layer).toEqual(vectorLayer);
    expect(row(rows, 'b.dxf').epsg?.id).toBe(2157);
    // Zips are not selectable; other files are untouched.
    expect(row(rows, 'd.zip').layer).toBeNull();
    expect(row(rows, 'c.tif').layer).toBeNull();
    expect(rows.some((r) => r.batch)).toBe(false);
  });

  it('sets, keeps or removes the survey date of the selected files', () => {
    const pick = (list: UploadRow[], names: string[]) =>
      list.map((r) => ({ ...r, batch: names.includes(r.name) }));
    const keep = { fileType: null, layer: null, epsg: null, attachWhere: null };
    let rows = add(['a.tif', 'b.tif', 'c.tif']);
    rows = applyBatch(FILE_TYPES, pick(rows, ['a.tif', 'b.tif']), {
      ...keep,
      surveyDate: '2024-05-02',
    });
    expect(rows.map((r) => r.surveyDate)).toEqual(['2024-05-02', '2024-05-02', null]);
    // Left empty in the dialog: each keeps its own.
    rows = applyBatch(FILE_TYPES, pick(rows, ['a.tif', 'c.tif']), keep);
    expect(rows.map((r) => r.surveyDate)).toEqual(['2024-05-02', '2024-05-02', null]);
    rows = applyBatch(FILE_TYPES, pick(rows, ['b.tif']), { ...keep, surveyDate: null });
    expect(rows.map((r) => r.surveyDate)).toEqual(['2024-05-02', null, null]);
  });
});

describe('the form sent (section 7)', () => {
  it('repeats the fields per file, in order, with 0 for no system and empty types for children', async () => {
    let rows = add(['s.shp', 's.shx', 'r.pdf']);
    rows = updateRow(FILE_TYPES, rows, 's.shp', { layer: { newName: 'Senate' } });
    rows = updateRow(FILE_TYPES, rows, 'r.pdf', { layer: vectorLayer, attachWhere: '__ALL__,*' });
    const sources = new Map(rows.map((r) => [r.name, { file: new Blob([r.name]) }]));
    sources.set('s.shp', { resumableId: '7x' + 'a'.repeat(32) } as never);
    const form = uploadFormData(rows, sources, true);
    expect(form.getAll('uploads_tus')).toEqual(['7x' + 'a'.repeat(32)]);
    expect(form.getAll('uploads').map((f) => (f as File).name)).toEqual(['s.shx', 'r.pdf']);
    expect(form.getAll('uploads_layer_ids')).toEqual(['', '', '1']);
    expect(form.getAll('uploads_layer_names')).toEqual(['Senate', 'Senate', '']);
    expect(form.getAll('uploads_epsgs')).toEqual(['0', '0', '0']);
    expect(form.getAll('uploads_attach')).toEqual(['', '', '__ALL__,*']);
    expect(form.getAll('uploads_types')).toEqual(['vector', '', '']);
    expect(form.getAll('uploads_dates')).toEqual(['', '', '']);
  });

  it("sends each main file's survey date; a companion takes its main file's (sent empty)", () => {
    let rows = add(['s.shp', 's.shx', 'o.tif']);
    rows = updateRow(FILE_TYPES, rows, 's.shp', { surveyDate: '2023-06-30' });
    expect(row(rows, 's.shx').surveyDate).toBe('2023-06-30');
    // A companion's own date cannot be changed.
    rows = updateRow(FILE_TYPES, rows, 's.shx', { surveyDate: '2020-01-01' });
    expect(row(rows, 's.shx').surveyDate).toBe('2023-06-30');
    const sources = new Map(rows.map((r) => [r.name, { file: new Blob([r.name]) }]));
    const form = uploadFormData(rows, sources, false);
    expect(form.getAll('uploads_dates')).toEqual(['2023-06-30', '', '']);
  });
});
