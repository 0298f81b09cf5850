import fc from 'fast-check';
import { multipart } from '../multipart.js';
import type { Operation } from './openapi-operations.js';

/** A request of the fuzzing: path values, query, body (JSON unless `rawBody`). */
export interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  rawBody?: { payload: Buffer | string; contentType: string };
}

/**
 * Ways to break a well-formed request: what a hostile or broken client sends. A broken request
 * is `strict` when it must be answered 4xx; it is not when the breaker found nothing to break
 * or the field may legitimately take it (a long text where no limit is set).
 */
export const BREAKERS = [
  'nul',
  'lone-surrogate',
  'huge-string',
  'deep-nesting',
  'huge-array',
  'overflow',
  'wrong-content-type',
  'truncated-multipart',
] as const;
export type Breaker = (typeof BREAKERS)[number];

export interface Broken {
  request: FuzzRequest;
  strict: boolean;
}

const MEGABYTE = 1024 * 1024;
const BODY_BREAKERS: readonly Breaker[] = [
  'deep-nesting',
  'huge-array',
  'wrong-content-type',
  'truncated-multipart',
];

type PathTo = (string | number)[];

/** Paths to the leaves of a JSON value that `want` picks. */
function leaves(value: unknown, want: (v: unknown) => boolean, path: PathTo = []): PathTo[] {
  const found: PathTo[] = [];
  if (want(value)) found.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => found.push(...leaves(v, want, [...path, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) found.push(...leaves(v, want, [...path, k]));
  return found;
}

function setAt(root: unknown, path: PathTo, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

/** Breakers that apply to an operation: body breakers only where a body is read. */
export function breakersFor(op: Operation): Breaker[] {
  return BREAKERS.filter((b) => op.readsBody || !BODY_BREAKERS.includes(b));
}

/** Query parameters and path parameters that hold whole numbers. */
function integerParameters(op: Operation, where: 'path' | 'query'): string[] {
  return op.parameters
    .filter((p) => p.in === where)
    .filter((p) => p.schema.type === 'integer' || /\\d/.test(p.schema.pattern ?? ''))
    .map((p) => p.name);
}

/**
 * Breaks `request` as `breaker` says; `pick` chooses among the candidate places (drawn by
 * fast-check, so that a failing case shrinks and replays from its seed).
 */
export function breakRequest(
  op: Operation,
  request: FuzzRequest,
  breaker: Breaker,
  pick: number,
): Broken {
  const choose = <T>(items: readonly T[]): T | undefined =>
    items.length ? items[pick % items.length] : undefined;
  const body = () => (request.body && typeof request.body === 'object' ? request.body : {});
  const bodyStrings = leaves(request.body, (v) => typeof v === 'string');

  switch (breaker) {
    case 'nul': {
      // Anywhere: a path, a query (declared or not: every parameter is checked) or the body.
      const slots = [
        ...Object.keys(request.path).map((key) => ({ in: 'path' as const, key })),
        ...Object.keys(request.query).map((key) => ({ in: 'query' as const, key })),
        ...bodyStrings.map((path) => ({ in: 'body' as const, path })),
      ];
      const slot = choose(slots);
      if (!slot) return { request: { ...request, query: { q: 'a\u0000b' } }, strict: true };
      if (slot.in === 'body') {
        return {
          request: { ...request, body: setAt(request.body, slot.path, 'a\u0000b') },
          strict: true,
        };
      }
      const place = request[slot.in];
      return {
        request: { ...request, [slot.in]: { ...place, [slot.key]: `${place[slot.key]}\u0000` } },
        strict: true,
      };
    }
    case 'lone-surrogate': {
      // JSON can carry one (\ud800); in a URL it arrives as invalid UTF-8, which decodes to
      // U+FFFD: harmless there, so only bodies are strict.
      const path = choose(bodyStrings);
      if (path)
        return {
          request: { ...request, body: setAt(request.body, path, 'a\ud800') },
          strict: true,
        };
      const key = choose(Object.keys(request.path));
      if (!key) return { request, strict: false };
      return { request: { ...request, path: { ...request.path, [key]: '\ud800' } }, strict: false };
    }
    case 'huge-string': {
      const huge = 'x'.repeat(MEGABYTE);
      const path = choose(bodyStrings);
      // A 1 MB JSON body is over the body limit: 413.
      if (path)
        return { request: { ...request, body: setAt(request.body, path, huge) }, strict: true };
      const key = choose([...Object.keys(request.query), ...Object.keys(request.path)]);
      if (!key) return { request: { ...request, query: { q: huge } }, strict: false };
      const where = key in request.query ? 'query' : 'path';
      return {
        request: { ...request, [where]: { ...request[where], [key]: huge } },
        strict: false,
      };
    }
    case 'deep-nesting': {
      const key = choose(Object.keys(body())) ?? 'value';
      const depth = 20_000;
      const payload = `{${JSON.stringify(key)}:${'['.repeat(depth)}${']'.repeat(depth)}}`;
      return {
        request: { ...request, rawBody: { payload, contentType: 'application/json' } },
        strict: true,
      };
    }
    case 'huge-array': {
      const path = choose(leaves(body(), Array.isArray)) ?? ['value'];
      return {
        request: { ...request, body: setAt(body(), path, new Array(300_000).fill(1)) },
        strict: true,
      };
    }
    case 'overflow': {
      const big = `1${'0'.repeat(20)}`;
      const numbers = leaves(request.body, (v) => typeof v === 'number');
      const pathKeys = integerParameters(op, 'path');
      const queryKeys = integerParameters(op, 'query');
      const options = [
        ...numbers.map((path) => ({ in: 'body' as const, path })),
        ...pathKeys.map((key) => ({ in: 'path' as const, key })),
        ...queryKeys.map((key) => ({ in: 'query' as const, key })),
      ];
      const slot = choose(options);
      if (!slot) return { request, strict: false };
      if (slot.in === 'body') {
        return {
          request: { ...request, body: setAt(request.body, slot.path, 1e20) },
          strict: true,
        };
      }
      return {
        request: { ...request, [slot.in]: { ...request[slot.in], [slot.key]: big } },
        strict: true,
      };
    }
    case 'wrong-content-type':
      return {
        request: {
          ...request,
          rawBody: {
            payload: JSON.stringify(body()),
            contentType: pick % 2 ? 'text/plain' : 'application/xml',
          },
        },
        strict: true,
      };
    case 'truncated-multipart': {
      const form = multipart([
        { name: 'uploads_layer_names', value: 'Cut' },
        { name: 'uploads', filename: 'cut.geojson', content: Buffer.alloc(4096, 0x7b) },
      ]);
      const cut = form.body.subarray(0, Math.floor(form.body.length * 0.6));
      return {
        request: {
          ...request,
          rawBody: { payload: cut, contentType: form.headers['content-type']! },
        },
        strict: true,
      };
    }
  }
}

/** A fast-check number for `pick`. */
export const pickArbitrary = fc.nat({ max: 1000 });
