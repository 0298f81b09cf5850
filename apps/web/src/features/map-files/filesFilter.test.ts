import type { MapFileRead } from '@waymark/contract';
import { layerFileAbilities } from '../../test/abilities.js';
import { describe, expect, it } from 'vitest';
import { filesListMode, filterFiles, layersOf, NO_FILTER } from './filesFilter.js';

function file(id: number, name: string, size: number, created: string, layer = 1): MapFileRead {
  return {
    id,
    layer_id: layer,
    layer_name: layer === 1 ? 'Survey Corridor' : 'Bridges',
    parent_id: null,
    name,
    role: 'source',
    file_type: null,
    size,
    sha256: '',
    content_type: null,
    epsg: null,
    fid: null,
    attach_where: null,
    status: 'ready',
    progress: 100,
    error_code: null,
    error: null,
    feature_count: null,
    bounds: null,
    created_at: created,
    survey_date: null,
    survey_date_source: null,
    placement: null,
    abilities: layerFileAbilities(),
  };
}

const FILES = [
  file(1, 'senate.shp', 500_000, '2026-03-01T10:00:00'),
  file(2, 'Bridge-report.PDF', 5 * 1024 ** 2, '2026-03-10T23:30:00', 2),
  file(3, 'ortho.tif', 300 * 1024 ** 2, '2026-04-02T08:00:00', 2),
];
const ids = (files: MapFileRead[]) => files.map((f) => f.id);

describe('the map files filter', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterFiles(FILES, NO_FILTER))).toEqual([1, 2, 3]);
  });

  it('finds a part of the name in any case', () => {
    expect(ids(filterFiles(FILES, { ...NO_FILTER, text: ' report.pdf ' }))).toEqual([2]);
  });

  it('filters by size band (1024 steps)', () => {
    expect(ids(filterFiles(FILES, { ...NO_FILTER, size: 'small' }))).toEqual([1]);
    expect(ids(filterFiles(FILES, { ...NO_FILTER, size: 'medium' }))).toEqual([2]);
    expect(ids(filterFiles(FILES, { ...NO_FILTER, size: 'large' }))).toEqual([3]);
  });

  it('filters by dates, both days included', () => {
    expect(ids(filterFiles(FILES, { ...NO_FILTER, from: '2026-03-10' }))).toEqual([2, 3]);
    expect(ids(filterFiles(FILES, { ...NO_FILTER, to: '2026-03-10' }))).toEqual([1, 2]);
    expect(ids(filterFiles(FILES, { ...NO_FILTER, from: '2026-03-02', to: '2026-04-01' }))).toEqual(
      [2],
    );
  });

  it('filters by layer, all filters together', () => {
    expect(ids(filterFiles(FILES, { ...NO_FILTER, layerId: 2 }))).toEqual([2, 3]);
    expect(ids(filterFiles(FILES, { ...NO_FILTER, layerId: 2, size: 'large' }))).toEqual([3]);
    expect(layersOf(FILES)).toEqual([
      { id: 2, name: 'Bridges' },
      { id: 1, name: 'Survey Corridor' },
    ]);
  });

  it("reads the map's files_list", () => {
    expect(filesListMode(null)).toBe('disabled');
    expect(filesListMode(true)).toBe('visible');
    expect(filesListMode(false)).toBe('hidden');
  });
});
