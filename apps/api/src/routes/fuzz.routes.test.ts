import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { digest, newKey } from '../services/secrets.js';
import { expectError } from '../test/assertions.js';
import {
  breakersFor,
  breakRequest,
  pickArbitrary,
  type Breaker,
  type FuzzRequest,
} from '../test/security/breakers.js';
import { fillPath, operationsOf, type Operation } from '../test/security/openapi-operations.js';
import { arbitraryOf, asParameterText } from '../test/security/schema-arbitrary.js';
import { buildWorld, type World } from '../test/security/world.js';
import { useTestApp } from '../test/test-app.js';

/**
 * Property-based requests for every operation of the OpenAPI document: well-formed ones built
 * from its schemas, then broken (NUL, lone surrogates, 1 MB strings, 20,000-deep nesting, huge
 * arrays, overflowing numbers, wrong content types, truncated multipart). Nothing may answer
 * 5xx, hang, or carry internals; broken requests answer 4xx with a JSON body.
 *
 * A fixed seed in `npm test`; `npm run fuzz` runs longer with a new seed (FUZZ_RUNS, FUZZ_SEED).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const HANG_MS = 20_000;

type Caller = 'superuser' | 'member' | 'anonymous';

describe('fuzzing every operation of the OpenAPI document', () => {
  const t = useTestApp();
  let world: World;
  let operations: Operation[];
  /** A built offline pack of A's shared map, and its archive (issue 28). */
  let pack: { id: number; archive: number };

  beforeAll(async () => {
    world = await buildWorld(t);
    operations = operationsOf(t.app);
    const made = await t.request('POST', `/api/maps/${world.a.ORG.map}/packs/`, {
      token: world.tokens.editor,
      body: { bbox: null, zoom_min: 10, zoom_max: 12 },
    });
    await t.runPackJobs();
    const id = (made.json() as { id: number }).id;
    const link = await t.db
      .selectFrom('pack_archive_links')
      .select('archive_id')
      .where('pack_id', '=', id)
      .executeTakeFirstOrThrow();
    pack = { id, archive: link.archive_id };
  });

  /** A new token per request: a fuzzed logout or impersonation must not change the next one. */
  async function tokenOf(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    const { users } = t.container.repos;
    // The superuser's fuzzed DELETE may have removed the member: a new one takes its place.
    if (!(await users.findById(world.userIds[caller]))) {
      const member = await users.create({
        email: `member${Date.now()}@alpha.test`,
        first_name: 'Member',
        last_name: 'Again',
        password_hash: null,
      });
      await users.upsertMembership(member.id, world.orgA, false);
      world.userIds[caller] = member.id;
    }
    const key = newKey();
    await t.container.repos.tokens.create(world.userIds[caller], digest(key));
    return key;
  }

  /** Ids that exist, so that generated requests also reach past the lookups. */
  function knownIds(): fc.Arbitrary<string> {
    const ids = [
      world.a.ORG.map,
      world.a.ORG.layer,
      world.a.ORG.file,
      world.a.OWN.layer,
      world.orgA,
      world.memberOfA,
      pack.id,
      pack.archive,
    ];
    return fc.constantFrom(...ids.map(String));
  }

  function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
    const path: Record<string, fc.Arbitrary<string>> = {};
    const query: Record<string, fc.Arbitrary<string>> = {};
    const requiredQuery: string[] = [];
    for (const p of op.parameters) {
      const text = arbitraryOf(p.schema).map(asParameterText);
      if (p.in === 'path') {
        path[p.name] = /^(id|layerId|fileId|archiveId)$/.test(p.name)
          ? fc.oneof(knownIds(), text)
          : text;
      } else if (p.in === 'query') {
        query[p.name] = text;
        if (p.required) requiredQuery.push(p.name);
      }
    }
    return fc.record({
      path: fc.record(path),
      query: fc.record(query, { requiredKeys: requiredQuery }) as fc.Arbitrary<
        Record<string, string>
      >,
      body: op.body ? arbitraryOf(op.body) : fc.constant(undefined),
    });
  }

  async function send(
    op: Operation,
    request: FuzzRequest,
    caller: Caller,
  ): Promise<LightMyRequestResponse> {
    const token = await tokenOf(caller);
    const headers: Record<string, string> = {};
    let body: unknown = request.body;
    if (request.rawBody) {
      headers['content-type'] = request.rawBody.contentType;
      body = request.rawBody.payload;
    }
    const answer = t.request(op.method, fillPath(op.path, request.path), {
      token,
      body: op.method === 'GET' ? undefined : body,
      query: request.query,
      headers,
    });
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${HANG_MS} ms`)), HANG_MS);
    });
    try {
      return await Promise.race([answer, hang]);
    } finally {
      clearTimeout(timer);
    }
  }

  function check(res: LightMyRequestResponse, strict: boolean) {
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    if (strict) expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    if (res.statusCode >= 400) expectError(res, res.statusCode);
  }

  it(
    'answers well-formed and broken requests without 5xx, hangs or internals',
    { timeout: 120_000 + RUNS * 10_000 },
    async () => {
      const failures: string[] = [];
      for (const op of operations) {
        const breakers = breakersFor(op);
        const property = fc.asyncProperty(
          requestArbitrary(op),
          fc.constantFrom<Caller>('superuser', 'member', 'anonymous'),
          fc.constantFrom<Breaker | 'well-formed'>('well-formed', ...breakers),
          pickArbitrary,
          async (request, caller, breaker, pick) => {
            const broken =
              breaker === 'well-formed'
                ? { request, strict: false }
                : breakRequest(op, request, breaker, pick);
            check(await send(op, broken.request, caller), broken.strict);
          },
        );
        const result = await fc.check(property, {
          seed: SEED,
          numRuns: RUNS * (breakers.length + 1),
          endOnFailure: true,
        });
        if (result.failed) {
          const [request, caller, breaker] = result.counterexample ?? [];
          failures.push(
            `${op.key} (${caller}, ${breaker}): ${String(result.errorInstance).slice(0, 400)}\n` +
              `  request: ${JSON.stringify(request).slice(0, 400)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
