import {
  coordinateSystem,
  coordinateSystemDefinition,
  type CoordinateSystem,
  type CoordinateSystemDefinition,
} from '@waymark/contract';
import { z } from 'zod';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, ok } from '../../api/client.js';

const coordinateSystems = z.array(coordinateSystem);

/**
 * A typed EPSG code checked against the server (GET maps/coordinate-systems/?query=): the
 * system it names, or null when the server knows no system with that code.
 */
export async function findCoordinateSystem(code: number): Promise<CoordinateSystem | null> {
  const found = checkedAnswer(
    coordinateSystems,
    await ok(
      api.GET('/api/maps/coordinate-systems/', { params: { query: { query: String(code) } } }),
    ),
  );
  return found.find((system) => system.id === code) ?? null;
}

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
