import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/** Lengths and sizes of generated values stay small: the breakers make the big ones. */
const MAX_STRING = 40;
const MAX_ITEMS = 4;
const MAX_DEPTH = 4;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length <= (schema.maxLength ?? Infinity));
  }
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that a JSON schema of the OpenAPI document describes (the server's zod schemas, as
 * @fastify/swagger writes them): the well-formed half of the fuzzing.
 */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf;
  let base: fc.Arbitrary<unknown>;
  if (variants && variants.length > 0) {
    base = fc.oneof(...variants.map((v) => arbitraryOf(v, depth + 1)));
  } else if (schema.enum) {
    base = fc.constantFrom(...schema.enum);
  } else if (schema.const !== undefined) {
    base = fc.constant(schema.const);
  } else {
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const nullable = schema.nullable === true || types.includes('null');
    const type = types.find((t) => t !== 'null');
    base = byType(schema, type, depth);
    if (nullable) base = fc.oneof(fc.constant(null), base);
    return base;
  }
  return schema.nullable ? fc.oneof(fc.constant(null), base) : base;
}

function byType(
  schema: JsonSchema,
  type: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const maxLength = Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      return fc.array(arbitraryOf(items, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) {
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
          maxKeys: 3,
        });
      }
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) record[key] = arbitraryOf(properties[key], depth + 1);
      return fc.record(record, {
        requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A query-string or path value as a client writes it. */
export function asParameterText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
