import { coordinateSystemDefinition, type CoordinateSystemDefinition } from '@waymark/contract';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, ok } from '../../api/client.js';
import { findCoordinateSystem } from '../layer-file/uploadQueries.js';

/**
 * An EPSG system's PROJ definitions, for transforming coordinates in the browser; null when the
 * server knows no system with that code. Asked by code first, so that an unknown code is an
 * answer here rather than a 404 with its global alert.
 */
export async function fetchCoordinateSystemDefinition(
  code: number,
  signal?: AbortSignal,
): Promise<CoordinateSystemDefinition | null> {
  if (!(await findCoordinateSystem(code))) return null;
  return checkedAnswer(
    coordinateSystemDefinition,
    await ok(
      api.GET('/api/maps/coordinate-systems/{code}/', {
        params: { path: { code: String(code) } },
        signal,
      }),
    ),
  );
}
