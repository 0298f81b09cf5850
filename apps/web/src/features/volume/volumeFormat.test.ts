import { describe, expect, it } from 'vitest';
import { ANSWER } from './testAnswer.js';
import { volumeCsv } from './volumeCsv.js';
import {
  crsText,
  formatQuantity,
  methodText,
  QUANTITIES,
  surveysText,
  type MethodValues,
} from './volumeFormat.js';

const quantity = (key: string) => QUANTITIES.find((q) => q.key === key)!;
const words = {
  versus: (later: string, earlier: string) => `${later} vs ${earlier}`,
  plane: (elevation: string) => `plane at ${elevation}`,
};

describe('the volume answer, written', () => {
  it('writes volumes and areas in the locale’s number format', () => {
    expect(formatQuantity(ANSWER, quantity('cut_m3'), 'en')).toBe('2,000.0 m³');
    expect(formatQuantity(ANSWER, quantity('net_m3'), 'en')).toBe('-649.8 m³');
    expect(formatQuantity(ANSWER, quantity('fill_m3'), 'fr')).toBe('1\u202f350,3 m³');
    expect(formatQuantity(ANSWER, quantity('cells'), 'en')).toBe('12,500');
    expect(formatQuantity({ ...ANSWER, cell_size_m: 0.5 }, quantity('cell_size_m'), 'ga')).toBe(
      '0.5 m',
    );
  });

  it('names the coordinate system and the surveys, or the base plane', () => {
    expect(crsText(ANSWER)).toBe('ETRS89 / UTM zone 32N (EPSG:25832)');
    expect(crsText({ crs: { epsg: null, name: 'Local' } })).toBe('Local');
    expect(surveysText(ANSWER, words, 'en')).toBe('DSM — 11 Jun 2024 vs DSM — 15 Jun 2020');
    expect(surveysText({ ...ANSWER, earlier: null, base_elevation: 101.5 }, words, 'fr')).toBe(
      'DSM — 11 juin 2024 vs plane at 101,5 m',
    );
  });

  it('exports every quantity unrounded, then the surveys, the system and the method', () => {
    const lines = volumeCsv(ANSWER, (key) => `<${key}>`, 'Somme des cellules')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('quantity,label,value,unit');
    expect(lines[1]).toBe('cut_m3,<cut>,2000.0004,m³');
    expect(lines[3]).toBe('net_m3,<net>,-649.7504,m³');
    expect(lines).toContain('later_survey,<later>,DSM 2024-06-11,');
    expect(lines).toContain('earlier_survey,<earlier>,DSM 2020-06-15,');
    expect(lines).toContain('crs,<crs>,ETRS89 / UTM zone 32N,EPSG:25832');
    expect(lines[lines.length - 1]).toBe('method,<method>,Somme des cellules,');
  });

  it('exports the base plane in place of an earlier survey', () => {
    const csv = volumeCsv({ ...ANSWER, earlier: null, base_elevation: 98 }, (key) => key, '');
    expect(csv).toContain('base_elevation,baseElevation,98,m\r\n');
    expect(csv).not.toContain('earlier_survey');
  });

  it('says how it was measured from the answer, in the locale, not the server’s English', () => {
    const said = {
      surveys: (v: MethodValues) => `surveys: ${v.cells} × ${v.cell} m in ${v.system}`,
      plane: (v: MethodValues & { base: string }) =>
        `plane: ${v.cells} × ${v.cell} m in ${v.system} at ${v.base}`,
    };
    expect(methodText({ ...ANSWER, cells: 12_500, cell_size_m: 0.5 }, said, 'fr')).toBe(
      'surveys: 12\u202f500 × 0,5 m in ETRS89 / UTM zone 32N (EPSG:25832)',
    );
    expect(methodText({ ...ANSWER, earlier: null, base_elevation: 101.25 }, said, 'en')).toBe(
      'plane: 12,500 × 1 m in ETRS89 / UTM zone 32N (EPSG:25832) at 101.25 m',
    );
  });
});
