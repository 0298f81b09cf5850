import { formatMeasure } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { chainageReading } from './chainage-query.js';

describe('reading a query as a chainage or mileage', () => {
  it.each([
    ['km 3+200', 3.2],
    ['3+200', 3.2],
    ['3 + 200', 3.2],
    ['KM 3+020', 3.02],
    ['3.2 km', 3.2],
    ['3,2 km', 3.2],
    ['3.2km', 3.2],
    ['km 3.2', 3.2],
  ])('%s is %d km', (query, km) => {
    const r = chainageReading(query)!;
    expect(r).toMatchObject({ route: null, unit: 'km' });
    expect(r.value).toBeCloseTo(km, 9);
  });

  it.each([
    ['MP 12.25', 12.25],
    ['mp12.25', 12.25],
    ['12.25 mi', 12.25],
    ['12.25 miles', 12.25],
    ['12 m 40 ch', 12.5],
    ['12m 40ch', 12.5],
    ['12m40ch', 12.5],
    ['12 miles 20 chains', 12.25],
    ['0 m 8 ch', 0.1],
  ])('%s is %d miles', (query, miles) => {
    const r = chainageReading(query)!;
    expect(r).toMatchObject({ route: null, unit: 'mi' });
    expect(r.value).toBeCloseTo(miles, 9);
  });

  it('takes a route name before the measure, and then a bare number in the route’s unit', () => {
    expect(chainageReading('ML 12.25')).toEqual({ route: 'ML', value: 12.25, unit: null });
    expect(chainageReading('DOK km 3+200')).toMatchObject({ route: 'DOK', unit: 'km' });
    expect(chainageReading('ML 12 m 20 ch')).toMatchObject({ route: 'ML', value: 12.25 });
    expect(chainageReading('Main Line MP 7')).toEqual({ route: 'Main Line', value: 7, unit: 'mi' });
  });

  it.each([
    ['Zurich'],
    ['12.25'],
    ['3+2000'],
    ['12 m 80 ch'],
    ['53.3498, -6.2603'],
    ['E 715830 N 734697'],
    ['km'],
    [''],
  ])('%s is no chainage', (query) => {
    expect(chainageReading(query)).toBeNull();
  });
});

describe('writing a measure', () => {
  it.each([
    [3.2, 'km', 'km 3+200'],
    [3.2144, 'km', 'km 3+214'],
    [3.9996, 'km', 'km 4+000'],
    [0.005, 'km', 'km 0+005'],
    [12.25, 'mi', '12 m 20 ch (12.25 mi)'],
    [12.2125, 'mi', '12 m 17 ch (12.21 mi)'],
    [12.999, 'mi', '13 m 0 ch (13.00 mi)'],
  ] as const)('%d %s is %s', (value, unit, text) => {
    expect(formatMeasure(value, unit)).toBe(text);
  });
});
