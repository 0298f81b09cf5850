import type { Config } from '../config.js';
import type { GazetteerRepository } from '../repositories/gazetteer.repository.js';
import { Gazetteer } from './gazetteer.service.js';
import { Geocoder, type GeocoderLog } from './geocoder.js';
import type { PlaceSearch } from './place-search.js';

type GeocoderConfig = Pick<
  Config,
  'GEOCODER_URL' | 'GEOCODER_NAME' | 'GEOCODER_TIMEOUT_MS' | 'PUBLIC_URL'
>;

/**
 * The map search's places: a configured external geocoder (GEOCODER_URL) takes over; without
 * one the embedded gazetteer answers, so that place search works out of the box.
 */
export function choosePlaceSearch(
  config: GeocoderConfig,
  log: GeocoderLog,
  gazetteer: GazetteerRepository,
): PlaceSearch {
  if (!config.GEOCODER_URL) return new Gazetteer(gazetteer);
  return new Geocoder(
    {
      url: config.GEOCODER_URL,
      name: config.GEOCODER_NAME,
      timeoutMs: config.GEOCODER_TIMEOUT_MS,
      userAgent: `Waymark${config.PUBLIC_URL ? ` (${config.PUBLIC_URL})` : ''}`,
    },
    log,
  );
}
