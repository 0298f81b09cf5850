import { bbox, type SearchResult } from '@waymark/contract';
import { z } from 'zod';
import type { PlaceSearch, SearchAttribution } from './place-search.js';

export interface GeocoderLog {
  warn(obj: object, message: string): void;
}

export interface GeocoderOptions {
  /** Base URL of a Nominatim-compatible service; its /search is called. */
  url: string;
  name: string;
  timeoutMs: number;
  userAgent: string;
}

/** The part of a Nominatim jsonv2 place we use; boundingbox is [minlat, maxlat, minlon, maxlon]. */
const place = z.object({
  display_name: z.string(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  boundingbox: z.array(z.coerce.number()).length(4).optional(),
});

function pointBounds(lon: number, lat: number): [number, number, number, number] {
  const x = Math.max(-180, Math.min(180, lon));
  const y = Math.max(-90, Math.min(90, lat));
  return [x, y, x, y];
}

/**
 * Places from an external geocoder (Nominatim's /search protocol). Bounded by a timeout; any
 * failure — unreachable, slow, an error status, a body that is not a list of places — is logged
 * and answered as "no places", never as a failed search.
 */
export class Geocoder implements PlaceSearch {
  constructor(
    private readonly options: GeocoderOptions,
    private readonly log: GeocoderLog,
  ) {}

  get attribution(): SearchAttribution {
    return { name: this.options.name, url: this.options.url };
  }

  async search(
    query: string,
    view: readonly number[] | null,
    limit: number,
    language?: string,
  ): Promise<SearchResult[] | null> {
    const url = new URL(
      'search',
      this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`,
    );
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('limit', String(limit));
    // A preference, not a filter (bounded=0): places in view rank higher.
    if (view) url.searchParams.set('viewbox', view.join(','));
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headers: {
          'User-Agent': this.options.userAgent,
          Accept: 'application/json',
          ...(language ? { 'Accept-Language': language } : {}),
        },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const places = z.array(place).parse(await res.json());
      return places.slice(0, limit).map((p) => {
        const b = p.boundingbox;
        // A box across the antimeridian (west > east) or out of range falls back to the point.
        const box = bbox.safeParse(b ? [b[2], b[0], b[3], b[1]] : null);
        return {
          text: p.display_name,
          bounds: box.success ? box.data : pointBounds(p.lon, p.lat),
          layerId: null,
          fid: null,
          source: 'geocoder' as const,
        };
      });
    } catch (err) {
      this.log.warn(
        { err: String(err), geocoder: this.options.name },
        'geocoder failed; search goes on without places',
      );
      return null;
    }
  }
}
