import { describe, expect, it } from 'vitest';
import { readImportFile } from './importFile.js';

const feature = (geometry: unknown, properties: unknown = { title: 'Culvert' }) => ({
  type: 'Feature',
  geometry,
  properties,
});

describe('a GeoJSON file to import', () => {
  it('is read as the export writes it', () => {
    const reading = readImportFile(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [feature({ type: 'Point', coordinates: [-7, 53] })],
      }),
    );
    expect(reading).toMatchObject({ ok: true, count: 1 });
  });

  it('says what is wrong with anything else', () => {
    expect(readImportFile('not json')).toEqual({ ok: false, problem: 'notJson' });
    expect(readImportFile('{"type":"Feature"}')).toEqual({ ok: false, problem: 'notCollection' });
    expect(readImportFile('{"type":"FeatureCollection","features":[]}')).toEqual({
      ok: false,
      problem: 'empty',
    });
    const multi = readImportFile(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [feature({ type: 'MultiPoint', coordinates: [[-7, 53]] })],
      }),
    );
    expect(multi).toMatchObject({ ok: false, problem: 'invalid' });
    expect(multi.ok ? '' : multi.detail).toMatch(/^features\.0\.geometry/);
  });
});
