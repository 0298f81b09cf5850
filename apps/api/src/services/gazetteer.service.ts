import type { SearchResult } from '@waymark/contract';
import type { GazetteerPlace, GazetteerRepository } from '../repositories/gazetteer.repository.js';
import type { PlaceSearch, SearchAttribution } from './place-search.js';

/**
 * The credit of the gazetteer's places: GeoNames' data is under CC BY 4.0, which asks for the
 * source and the licence to be named. The one place this is written; the search answer carries
 * it to the web app's 'Search by' line.
 */
export const GEONAMES_ATTRIBUTION: SearchAttribution = {
  name: 'GeoNames',
  url: 'https://www.geonames.org/',
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
};

const KM_PER_DEGREE = 111.32;

/**
 * A box around a place, as the search fits the map to it: GeoNames has points, no extents, and
 * a point would zoom the map to 17 on a city's centre. Half-width grows with the square root of
 * the population (about the town's radius): 1 km for a village, 5 for Cork, 13 for Dublin.
 */
export function placeBounds(place: Pick<GazetteerPlace, 'lon' | 'lat' | 'population'>) {
  const km = Math.min(20, Math.max(1, Math.sqrt(place.population) / 80));
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((place.lat * Math.PI) / 180)));
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return [
    clamp(place.lon - dLon, 180),
    clamp(place.lat - dLat, 90),
    clamp(place.lon + dLon, 180),
    clamp(place.lat + dLat, 90),
  ] as [number, number, number, number];
}

/** Country names in the caller's language (Accept-Language's first tag), else English. */
function countryNames(language: string | undefined): Intl.DisplayNames {
  const tag = language?.split(/[,;]/)[0]?.trim();
  try {
    return new Intl.DisplayNames(tag ? [tag, 'en'] : ['en'], { type: 'region' });
  } catch {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  }
}

/** 'Dublin, Ireland'; a US place with its state, which tells the many Dublins apart. */
export function placeText(place: GazetteerPlace, names: Intl.DisplayNames): string {
  let country = place.countryCode;
  try {
    country = names.of(place.countryCode) ?? country;
  } catch {
    // Not a region code Intl knows ('XK' is, some GeoNames codes may not be): the code itself.
  }
  const state = place.countryCode === 'US' && /^[A-Z]{2}$/.test(place.adminCode);
  return [place.name, state ? place.adminCode : null, country].filter(Boolean).join(', ');
}

/** Place search from the embedded gazetteer (GeoNames, loaded at set-up), when no geocoder is set. */
export class Gazetteer implements PlaceSearch {
  readonly attribution = GEONAMES_ATTRIBUTION;

  constructor(private readonly places: GazetteerRepository) {}

  async search(
    query: string,
    view: readonly number[] | null,
    limit: number,
    language?: string,
  ): Promise<SearchResult[]> {
    const found = await this.places.search(query, view, limit);
    const names = countryNames(language);
    return found.map((place) => ({
      text: placeText(place, names),
      bounds: placeBounds(place),
      layerId: null,
      fid: null,
      source: 'geocoder' as const,
    }));
  }
}
