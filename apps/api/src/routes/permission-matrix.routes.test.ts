import { beforeAll, describe, expect, it } from 'vitest';
import { EXPECTATIONS, type Cell } from '../test/security/matrix-expectations.js';
import { MATRIX_REQUESTS } from '../test/security/matrix-requests.js';
import { fillPath, operationsOf, type Operation } from '../test/security/openapi-operations.js';
import {
  buildWorld,
  forbiddenMarkers,
  KINDS,
  MARKERS,
  ROLES,
  type Kind,
  type UserRole,
  type World,
} from '../test/security/world.js';
import { expectError } from '../test/assertions.js';
import { useTestApp } from '../test/test-app.js';

const expected = (cell: Cell, kind: Kind) => (typeof cell === 'number' ? cell : cell[kind]);

/**
 * Every operation of the OpenAPI document × every role × both kinds of object: the status the
 * expectations table names, and no 2xx body carrying data the role may not see.
 */
describe('permission matrix, generated from the OpenAPI document', () => {
  const t = useTestApp();
  let world: World;
  let operations: Operation[];

  beforeAll(async () => {
    world = await buildWorld(t);
    operations = operationsOf(t.app);
  });

  it('has an expectation and a request for every operation, and none for operations gone', () => {
    const keys = operations.map((o) => o.key).sort();
    expect(keys.filter((k) => !EXPECTATIONS[k])).toEqual([]);
    expect(keys.filter((k) => !MATRIX_REQUESTS[k])).toEqual([]);
    expect(Object.keys(EXPECTATIONS).filter((k) => !keys.includes(k))).toEqual([]);
    expect(Object.keys(MATRIX_REQUESTS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  // Hundreds of requests, some of which run GDAL (the map download's ogr2ogr, ~0.3 s each): on
  // two shared cores this takes longer than the default limit.
  it('answers each role as the table says, and leaks nothing in any 2xx', async () => {
    const mismatches: string[] = [];
    for (const op of operations) {
      const expectation = EXPECTATIONS[op.key];
      const build = MATRIX_REQUESTS[op.key];
      if (!expectation || !build) continue;
      const kinds = expectation.scope === 'objects' ? KINDS : (['ORG'] as const);
      for (const role of ROLES) {
        for (const kind of kinds) {
          const token = role === 'anonymous' || role === 'shareViewer' ? null : world.tokens[role];
          const cell = await build({ t, world, role, kind, token });
          // A share viewer sends the share of the kind's map instead of a user's token.
          const share: Record<string, string> =
            role === 'shareViewer' ? { mapshare: `Token ${world.shareTokens[kind]}` } : {};
          const res = await t.request(op.method, fillPath(op.path, cell.params ?? {}), {
            token: (cell.token === undefined ? token : cell.token) ?? undefined,
            body: cell.body,
            query: cell.query,
            headers: { ...cell.headers, ...share },
          });
          const want = expected(expectation.statuses[role], kind);
          const where = `${op.key} as ${role} on ${kind}`;
          if (res.statusCode !== want) {
            mismatches.push(
              `${where}: ${res.statusCode} (expected ${want}) ${res.body.slice(0, 160)}`,
            );
            continue;
          }
          // A HEAD answer has a status and headers only.
          if (op.method === 'HEAD') continue;
          if (res.statusCode >= 400) {
            expectError(res, res.statusCode);
            continue;
          }
          const revealed = expectation.reveals?.[role] ?? [];
          const leaked = forbiddenMarkers(role, kind).filter(
            (marker) => !revealed.includes(marker) && res.body.includes(marker),
          );
          if (leaked.length > 0) mismatches.push(`${where}: body carries ${leaked.join(', ')}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('searches a shared map only in the layers the caller may see', async () => {
    const texts = async (role: UserRole) =>
      (
        await t.request('GET', `/api/maps/${world.a.ORG.map}/search/`, {
          token: world.tokens[role],
          query: { query: 'Bridge' },
        })
      )
        .json()
        .results.map((r: { text: string }) => r.text);
    // The marker check above would pass on an empty answer: the owner does find both kinds.
    expect(await texts('editor')).toEqual(
      expect.arrayContaining([expect.stringContaining(MARKERS.ownA)]),
    );
    const member = await texts('member');
    expect(member.length).toBeGreaterThan(0);
    expect(member.filter((text: string) => text.includes(MARKERS.ownA))).toEqual([]);
  });
});
