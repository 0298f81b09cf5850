import type { MapRead } from '@waymark/contract';
import { mapAbilities } from '../../test/abilities.js';
import { describe, expect, it } from 'vitest';
import { mergeMaps, restoreUiState, upsertMap, type ClientMap } from './clientMap.js';

const map = (id: number, organisation_id: number, extra: Partial<MapRead> = {}): MapRead => ({
  id,
  name: `Map ${id}`,
  title: `Map ${id}`,
  description: '',
  attribution: '',
  organisation_id,
  zoom_min: 0,
  zoom_max: 21,
  visibility: 'ORG',
  controls: [],
  files_list: null,
  minimap: 'street-layer',
  bounds: null,
  extent: null,
  bg_layer: 'street',
  terrain_layer_id: null,
  owner: null,
  owner_name: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  layers: [],
  abilities: mapAbilities(),
  ...extra,
});

describe('mergeMaps', () => {
  it('keeps only maps of the current organisation', () => {
    const merged = mergeMaps([], [map(1, 1), map(2, 2), map(3, 1)], 1);
    expect(merged.map((m) => m.id)).toEqual([1, 3]);
  });

  it('keeps existing fields and overlays the new ones', () => {
    const previous: ClientMap[] = [
      { ...map(1, 1, { title: 'Old' }), uiLayerStatus: {}, lastModified: 'Mon, 01 Jan 2024' },
    ];
    const [merged] = mergeMaps(previous, [map(1, 1, { title: 'New' })], 1);
    expect(merged).toMatchObject({ title: 'New', lastModified: 'Mon, 01 Jan 2024' });
  });
});

describe('restoreUiState', () => {
  it('restores the layer states and background layer stored for the map', () => {
    localStorage.setItem('layerStatus_5', JSON.stringify({ 10: true, 11: false, bad: 'x' }));
    localStorage.setItem('bg_layer5', 'satellite');
    expect(restoreUiState(map(5, 1))).toMatchObject({
      bg_layer: 'satellite',
      uiLayerStatus: { 10: true, 11: false },
    });
  });

  it('survives a damaged stored entry', () => {
    localStorage.setItem('layerStatus_6', '{not json');
    expect(restoreUiState(map(6, 1))).toMatchObject({ bg_layer: 'street', uiLayerStatus: {} });
  });
});

describe('upsertMap', () => {
  it('replaces a known map and adds a new one', () => {
    const list = [restoreUiState(map(1, 1)), restoreUiState(map(2, 1))];
    const changed = restoreUiState(map(2, 1, { title: 'Changed' }));
    expect(upsertMap(list, changed).map((m) => m.title)).toEqual(['Map 1', 'Changed']);
    expect(upsertMap(list, restoreUiState(map(3, 1))).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});
