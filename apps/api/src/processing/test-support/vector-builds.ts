import { afterAll, beforeAll, expect } from 'vitest';
import { createDb, type Db } from '../../db/database.js';
import { FeatureBuildRepository } from '../../repositories/feature-build.repository.js';
import { ProcessingError } from '../processing-error.js';
import { loadVectorFile, type LoadedVector } from '../vector/load-vector.js';
import { query, useScratchDatabase } from './scratch-db.js';

export const firstFid = (fileId: number) => BigInt(fileId) << 32n;

export async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProcessingError);
  return err as ProcessingError;
}

/**
 * Vector loads as the pipeline makes them, into a scratch database of the test file's own:
 * each load is a file of its own (layer 1) unless given a file id. Call at the top level.
 */
export function useVectorBuilds() {
  let db: Db | undefined;
  let builds: FeatureBuildRepository;
  let fileIds = 0;
  const scratch = useScratchDatabase();
  beforeAll(() => {
    db = createDb(scratch(), 2);
    builds = new FeatureBuildRepository(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const url = () => scratch();
  const nextFileId = () => ++fileIds;
  const load = (path: string, epsg: number | null = null, fileId = nextFileId()) =>
    loadVectorFile(builds, {
      path,
      epsg,
      databaseUrl: url(),
      layerId: 1,
      fileId,
      firstFid: firstFid(fileId),
      timeoutMs: 120_000,
    });

  /** The tables built for a file that are still there. */
  const buildTables = async (fileId: number): Promise<string[]> =>
    (
      await query<{ t: string }>(
        url(),
        `SELECT tablename AS t FROM pg_tables WHERE starts_with(tablename, $1)
         ORDER BY tablename COLLATE "C"`,
        [`features_build_${fileId}_`],
      )
    ).map((r) => r.t);

  /** A failed load leaves nothing behind. */
  const failsWithoutLeftovers = async (path: string, epsg: number | null = null) => {
    const fileId = nextFileId();
    const err = await failure(load(path, epsg, fileId));
    expect(await buildTables(fileId)).toEqual([]);
    return err;
  };

  /** ogrinfo's extent (in the source CRS) as EPSG:4326 bounds, computed by PostGIS. */
  const expectedBounds = async (extent: number[], srid: number): Promise<number[]> => {
    const [row] = await query<{ b: number[] }>(
      url(),
      `SELECT ARRAY[ST_XMin(g), ST_YMin(g), ST_XMax(g), ST_YMax(g)] AS b
         FROM ST_Transform(ST_MakeEnvelope($1, $2, $3, $4, $5), 4326) AS g`,
      [...extent, srid],
    );
    return row!.b;
  };

  return { url, nextFileId, load, buildTables, failsWithoutLeftovers, expectedBounds };
}

export function expectClose(actual: number[] | null, expected: number[], tolerance: number) {
  expect(actual).not.toBeNull();
  actual!.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThan(tolerance));
}

export type { LoadedVector };
