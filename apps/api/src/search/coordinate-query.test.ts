import { describe, expect, it } from 'vitest';
import { coordinateReadings } from './coordinate-query.js';

const labels = (query: string) => coordinateReadings(query).map((r) => r.label);
const only = (query: string) => {
  const readings = coordinateReadings(query);
  expect(readings).toHaveLength(1);
  return readings[0]!;
};

describe('reading a query as a coordinate', () => {
  it.each([
    ['53.34981, -6.26031'],
    ['53.34981 -6.26031'],
    ['53.34981N 6.26031W'],
    ['N53.34981 W6.26031'],
    ['53°20\'59.3"N 6°15\'37.1"W'],
    ['53 20 59.3 N 6 15 37.1 W'],
    ["53°20.988'N, 6°15.618'W"],
  ])('%s is latitude and longitude in degrees', (query) => {
    const r = only(query);
    expect(r).toMatchObject({ label: 'WGS84', epsg: 4326 });
    expect(r.y).toBeCloseTo(53.3498, 3);
    expect(r.x).toBeCloseTo(-6.2603, 3);
  });

  it('reads longitude first when the first number cannot be a latitude', () => {
    const readings = coordinateReadings('-122.4194, 37.7749');
    expect(readings.map((r) => [r.x, r.y])).toEqual([[-122.4194, 37.7749]]);
  });

  it.each([
    'E 715830 N 734697',
    '715830E 734697N',
    '715830, 734697',
    '715830 734697',
    'N 734697 E 715830',
    'Easting: 715830 Northing: 734697',
  ])('%s is an easting and a northing in every national grid', (query) => {
    const readings = coordinateReadings(query);
    expect(readings.map((r) => r.label)).toEqual(['ITM', 'Irish Grid', 'British National Grid']);
    for (const r of readings) expect([r.x, r.y]).toEqual([715830, 734697]);
  });

  it.each([
    ['TQ 30080 80510', 530080, 180510],
    ['TQ3008080510', 530080, 180510],
    ['TQ 300 805', 530000, 180500],
    ['NN 16650 71250', 216650, 771250],
    ['SV 00000 00000', 0, 0],
  ])('%s is a British National Grid reference', (query, x, y) => {
    const bng = coordinateReadings(query).find((r) => r.label === 'British National Grid');
    expect(bng).toMatchObject({ epsg: 27700, x, y });
  });

  it('reads an Irish Grid reference with its one letter', () => {
    expect(only('O 15 34')).toMatchObject({
      label: 'Irish Grid',
      epsg: 29903,
      x: 315000,
      y: 234000,
    });
  });

  it('reads UTM with a zone, both ways when S may mean south or band S', () => {
    expect(only('30U 699316 5710164')).toMatchObject({ label: 'UTM 30N', epsg: 32630, x: 699316 });
    expect(only('UTM 32N 356500E 5699500N')).toMatchObject({ epsg: 32632, y: 5699500 });
    expect(only('zone 33K 500000 7000000')).toMatchObject({ label: 'UTM 33S', epsg: 32733 });
    expect(labels('30S 699316 5710164')).toEqual(['UTM 30N', 'UTM 30S']);
  });

  it('reads any EPSG code given with the point', () => {
    expect(only('EPSG:25832 356500 5699500')).toMatchObject({ epsg: 25832, x: 356500, y: 5699500 });
  });

  it.each(['Bridge OB12', 'km 3+200', 'MP 12.25', '12 m 40 ch', 'ML 12.25', '', '95.5, 200.3'])(
    '%s is no coordinate',
    (query) => {
      expect(coordinateReadings(query)).toEqual([]);
    },
  );
});
