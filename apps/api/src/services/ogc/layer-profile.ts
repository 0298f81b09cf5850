/**
 * What kind of values each attribute of a layer holds. Layers keep attribute names only (the
 * union over their files), so the kinds are read off the first features: enough for a schema
 * that desktop tools type their fields by, and for finding a date field for `datetime`.
 */
export type AttributeKind =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'date-time'
  /** Objects and lists: carried in the features, but not filterable. */
  | 'structured';

export interface LayerProfile {
  kinds: ReadonlyMap<string, AttributeKind>;
  /** The attribute `datetime` filters on: the first date or date-time one. */
  dateField: string | null;
  /** Its first and last value (normalised ISO text), for the collection's temporal extent. */
  dateRange: [string, string] | null;
}

const DATE = /^\d{4}[-/]\d{2}[-/]\d{2}$/;
const DATE_TIME =
  /^\d{4}[-/]\d{2}[-/]\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

function kindOfValue(value: unknown): AttributeKind {
  if (typeof value === 'boolean') return 'boolean';
  // Tools read 'integer' as a 32-bit field: wider whole numbers are numbers to them.
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) <= 2147483647 ? 'integer' : 'number';
  if (typeof value === 'string') {
    if (DATE.test(value)) return 'date';
    if (DATE_TIME.test(value)) return 'date-time';
    return 'string';
  }
  return 'structured';
}

/** The kind that holds every value seen: integers widen to numbers, anything mixed to text. */
function merge(a: AttributeKind, b: AttributeKind): AttributeKind {
  if (a === b) return a;
  const numbers = new Set<AttributeKind>(['integer', 'number']);
  if (numbers.has(a) && numbers.has(b)) return 'number';
  const dates = new Set<AttributeKind>(['date', 'date-time']);
  if (dates.has(a) && dates.has(b)) return 'date-time';
  if (a === 'structured' || b === 'structured') return 'structured';
  return 'string';
}

/** Each attribute's kind over the sampled properties; one never set is text. */
export function attributeKinds(
  attributes: readonly string[],
  sample: readonly Record<string, unknown>[],
): Map<string, AttributeKind> {
  const kinds = new Map<string, AttributeKind>();
  for (const name of attributes) {
    let kind: AttributeKind | null = null;
    for (const properties of sample) {
      const value = properties[name];
      if (value === null || value === undefined) continue;
      const seen = kindOfValue(value);
      kind = kind === null ? seen : merge(kind, seen);
    }
    kinds.set(name, kind ?? 'string');
  }
  return kinds;
}

export function firstDateField(kinds: ReadonlyMap<string, AttributeKind>): string | null {
  for (const [name, kind] of kinds) if (kind === 'date' || kind === 'date-time') return name;
  return null;
}

/** Plain attributes: those a property filter (`?name=value`) may name. */
export function isFilterable(kind: AttributeKind | undefined): boolean {
  return kind !== undefined && kind !== 'structured';
}

/** A JSON schema fragment for one attribute (GDAL's OAPIF driver types its fields by it). */
export function schemaOf(kind: AttributeKind): Record<string, unknown> {
  if (kind === 'date' || kind === 'date-time') return { type: 'string', format: kind };
  if (kind === 'structured') return {};
  return { type: kind };
}
