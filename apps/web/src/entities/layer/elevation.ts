import { useQueries } from '@tanstack/react-query';
import { elevationAnswer, type ElevationAnswer, type LayerRead } from '@waymark/contract';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';
import { holdsHeights } from './elevationLayers.js';

export { holdsHeights };

/** A place on the map, in degrees (WGS84). */
export interface LngLat {
  lng: number;
  lat: number;
}

/** Degrees as query text, to about a centimetre (never in exponent form). */
const degrees = (value: number) => value.toFixed(7);

/** The key of one height: a layer, a place (to the centimetre) and a survey date. */
export const elevationKey = (
  mapId: number,
  layerId: number,
  at: LngLat,
  date: string | null | undefined,
) => ['elevation', mapId, layerId, degrees(at.lng), degrees(at.lat), date ?? null] as const;

/**
 * GET maps/:id/layers/:layerId/elevation/: the height of a layer of heights at a place — of the
 * survey `date` of a series, else the survey on top — null where the survey has none. Share
 * viewers may ask too (the API client sends their share token).
 */
export async function fetchElevation(
  mapId: number,
  layerId: number,
  at: LngLat,
  date: string | null | undefined,
  signal?: AbortSignal,
): Promise<ElevationAnswer> {
  return checkedAnswer(
    elevationAnswer,
    await ok(
      api.GET('/api/maps/{id}/layers/{layerId}/elevation/', {
        params: {
          path: { id: idOf(mapId), layerId: idOf(layerId) },
          query: { lng: degrees(at.lng), lat: degrees(at.lat), ...(date ? { date } : {}) },
        },
        signal,
      }),
    ),
  );
}

/** One layer's height at the place asked for, as the hooks below give it. */
export interface LayerHeight {
  layer: LayerRead;
  /** The answer; undefined while it is asked for or when it failed. */
  answer: ElevationAnswer | undefined;
  pending: boolean;
  failed: boolean;
}

/**
 * The heights of several layers of heights at one place (null: none asked for), each of the
 * survey date `dateOf` gives it (none: the survey on top). Answers are kept for a while: the
 * measure tool asks again for points it already knows as the shape changes.
 */
export function useElevations(
  mapId: number | null,
  layers: readonly LayerRead[],
  at: LngLat | null,
  dateOf: (layer: LayerRead) => string | null = () => null,
): LayerHeight[] {
  const asked = mapId !== null && at !== null ? layers.filter(holdsHeights) : [];
  const results = useQueries({
    queries: asked.map((layer) => ({
      queryKey: elevationKey(mapId ?? 0, layer.id, at ?? { lng: 0, lat: 0 }, dateOf(layer)),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchElevation(mapId!, layer.id, at!, dateOf(layer), signal),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  return asked.map((layer, index) => {
    const result = results[index];
    return {
      layer,
      answer: result?.data,
      pending: result?.isPending ?? true,
      failed: result?.isError ?? false,
    };
  });
}

/**
 * The heights of one layer of heights (null: none) at several places, in their order: undefined
 * while asked for or where asking failed, null where the survey has no height.
 */
export function useHeightsAt(
  mapId: number | null,
  layer: LayerRead | null,
  places: readonly LngLat[],
  date: string | null = null,
): (number | null | undefined)[] {
  const asked = mapId !== null && layer !== null && holdsHeights(layer) ? places : [];
  const results = useQueries({
    queries: asked.map((at) => ({
      queryKey: elevationKey(mapId ?? 0, layer?.id ?? 0, at, date),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchElevation(mapId!, layer!.id, at, date, signal),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  return places.map((_, index) => results[index]?.data?.elevation);
}
