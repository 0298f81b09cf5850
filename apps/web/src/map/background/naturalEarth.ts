import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { splitLines, unwrapPolygons } from './antimeridian.js';

/** Natural Earth 1:50m, shipped with the app (the world-atlas package): the offline background. */
export interface NaturalEarth {
  land: FeatureCollection | Feature;
  /** Borders between countries. */
  borders: MultiLineString;
  /** The coastline: land edges that no other land shares. */
  coast: MultiLineString;
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export function naturalEarthFromTopology(topology: Countries): NaturalEarth {
  return {
    land: unwrapPolygons(feature(topology, topology.objects.land)),
    borders: splitLines(mesh(topology, topology.objects.countries, (a, b) => a !== b)),
    coast: splitLines(mesh(topology, topology.objects.land, (a, b) => a === b)),
  };
}

let loading: Promise<NaturalEarth> | null = null;

/** Fetched once per page (a hashed asset, cached by the browser for good). */
export function loadNaturalEarth(): Promise<NaturalEarth> {
  loading ??= fetch(countriesUrl)
    .then((answer) => {
      if (!answer.ok) throw new Error(`Natural Earth data: ${answer.status}`);
      return answer.json() as Promise<Countries>;
    })
    .then(naturalEarthFromTopology)
    .catch((error: unknown) => {
      // A later map may try again.
      loading = null;
      throw error;
    });
  return loading;
}
