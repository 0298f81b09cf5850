import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { fillPath, operationsOf, type Operation } from '../test/security/openapi-operations.js';
import { buildWorld, type UserRole, type World } from '../test/security/world.js';
import { useTestApp } from '../test/test-app.js';

/**
 * Every path parameter of every operation of the OpenAPI document, given what a hostile or
 * careless client puts there: not a number, too big, negative, fractional, other bases, SQL.
 * Each answers 4xx with a JSON error body, never a 5xx; where the parameter is a number (an id, a
 * tile's column), never a success either. A free-text parameter (a field's name, an upload's
 * id) may name something that exists.
 */
const HOSTILE_VALUES = [
  'abc',
  '1e3',
  '99999999999999999999999',
  '2147483648',
  '-1',
  '1.5',
  '0x10',
  ' 7',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  '%',
];
/** Ids start at 1; a tile's column or row may be 0. */
const ID_VALUES = ['0'];
const TILE_PARAMETERS = /^(z|x|tile|tileMatrix|tileRow|tileCol)$/;

/** Callers who get furthest past the checks (the superuser) and a plain member. */
const CALLERS: UserRole[] = ['superuser', 'member'];

describe('hostile values in every path parameter', () => {
  const t = useTestApp();
  let world: World;
  let operations: Operation[];

  beforeAll(async () => {
    world = await buildWorld(t);
    operations = operationsOf(t.app);
  });

  /** Values that exist, so that the hostile one is the only thing wrong with a request. */
  function wellFormed(name: string): string {
    const known: Record<string, number | string> = {
      id: world.a.ORG.map,
      layerId: world.a.ORG.layer,
      fileId: world.a.ORG.file,
      fid: 1,
      featureId: 1,
      z: 10,
      x: 500,
      tile: '330.pbf',
      tileMatrix: 10,
      tileRow: 330,
      tileCol: 500,
      tileMatrixSetId: 'WebMercatorQuad',
    };
    return String(known[name] ?? 1);
  }

  async function send(op: Operation, path: Record<string, string>, caller: UserRole) {
    const url = fillPath(op.path, path);
    const body = op.method === 'GET' || op.method === 'HEAD' ? undefined : {};
    return t.request(op.method, url, { token: world.tokens[caller], body });
  }

  function isNumeric(op: Operation, name: string): boolean {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema?.type === 'integer' || /\\d/.test(schema?.pattern ?? '');
  }

  function problem(res: LightMyRequestResponse, strict: boolean): string | null {
    if (!strict && res.statusCode < 400) return null;
    if (res.statusCode >= 400 && res.statusCode < 500) {
      try {
        expectError(res, res.statusCode);
        return null;
      } catch (err) {
        return String(err).slice(0, 200);
      }
    }
    return `${res.statusCode} ${res.body.slice(0, 200)}`;
  }

  it('answers 4xx for each, on every operation', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const op of operations) {
      const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      for (const name of names) {
        const values = TILE_PARAMETERS.test(name)
          ? HOSTILE_VALUES
          : [...HOSTILE_VALUES, ...ID_VALUES];
        for (const value of values) {
          const path = Object.fromEntries(names.map((n) => [n, wellFormed(n)]));
          path[name] = value;
          for (const caller of CALLERS) {
            tried += 1;
            const found = problem(await send(op, path, caller), isNumeric(op, name));
            if (found)
              failures.push(`${op.key} {${name}}=${JSON.stringify(value)} (${caller}): ${found}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
