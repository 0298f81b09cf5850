import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.js';
import { watchedFiles } from './processing/processingState.js';
import { messagesAbout, uploadErrorMessages } from './uploadErrors.js';
import type { UploadRow } from './uploadRules.js';

const refused = (status: number, body: unknown) => new ApiError(status, '', body, '/api/maps/1/');

describe('a refused upload’s messages (section 8)', () => {
  it.each<[string, unknown, string[] | null]>([
    [
      'upload, uploads_epsgs and uploads_types first',
      { uploads_types: ['t'], other: ['o'], upload: ['u'], uploads_epsgs: ['e'] },
      ['u', 'e', 't', 'o'],
    ],
    [
      'a detail',
      { detail: 'Only the owner can upload here.' },
      ['Only the owner can upload here.'],
    ],
    ['no body', null, null],
    ['an empty body', {}, null],
    ['a text body', 'Bad gateway', ['Bad gateway']],
  ])('%s', (_case, body, expected) => {
    expect(uploadErrorMessages(refused(400, body))).toEqual(expected);
  });

  it('finds the messages about one file', () => {
    expect(messagesAbout('a.shp', ['a.shp: no layer', 'a.shpx: x', 'b.shp: y'])).toEqual([
      'a.shp: no layer',
    ]);
  });
});

describe('the files watched after a general upload', () => {
  const row = (
    name: string,
    layer: UploadRow['layer'],
    extra: Partial<UploadRow> = {},
  ): UploadRow => ({
    name,
    size: 1,
    type: '',
    fileType: 'vector',
    layer,
    epsg: null,
    epsgRequired: null,
    attachWhere: null,
    surveyDate: null,
    parent: null,
    batch: false,
    fileError: [],
    ...extra,
  });

  it('are the main files, in the layer they went to: a new layer is the one the map did not have', () => {
    const rows = [
      row('a.shp', { newName: 'Bridges' }),
      row('a.dbf', { newName: 'Bridges' }, { parent: 'a.shp' }),
      row('b.tif', { id: 3, name: 'Orthophotos', type: 'raster' }),
      row('r.pdf', { id: 3, name: 'Orthophotos', type: 'raster' }, { fileType: 'attachment' }),
    ];
    const after = [
      { id: 2, name: 'Bridges' },
      { id: 3, name: 'Orthophotos' },
      { id: 9, name: 'Bridges' },
    ];
    expect(watchedFiles(rows, new Set([2, 3]), after)).toEqual([
      { name: 'a.shp', layerId: 9, layerName: 'Bridges', attachment: false },
      { name: 'b.tif', layerId: 3, layerName: 'Orthophotos', attachment: false },
      { name: 'r.pdf', layerId: 3, layerName: 'Orthophotos', attachment: true },
    ]);
  });
});
