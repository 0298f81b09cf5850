import { ValidationError } from '../../lib/errors.js';
import type { BoxFilter } from '../../repositories/ogc-feature.repository.js';
import { boundsToBox } from '../../tiles/tile-math.js';
import { crsOf, DEFAULT_CRS, type CrsChoice } from './ogc-crs.js';

/** A CRS parameter (`crs`, `bbox-crs`): one we offer, else a 400 naming the parameter. */
export function crsParam(name: string, text: string | undefined): CrsChoice {
  if (text === undefined) return DEFAULT_CRS;
  const crs = crsOf(text);
  if (!crs) throw ValidationError.field(name, 'This coordinate reference system is not offered.');
  return crs;
}

const BIGINT_MAX = '9223372036854775807';

/**
 * Whether `text` is a feature id: decimal digits within PostgreSQL's bigint. Compared as text,
 * so that no input (`abc`, `1e3`, a quote) reaches BigInt or the database.
 */
export function isFid(text: string): boolean {
  if (!/^\d{1,19}$/.test(text)) return false;
  return text.length < BIGINT_MAX.length || text <= BIGINT_MAX;
}

const NUMBER = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d{1,3})?\s*$/;
/** Beyond this a projected coordinate is not on Earth. */
const PROJECTED_LIMIT = 1e8;

/**
 * `bbox` (4 or 6 numbers, in `bbox-crs`'s axis order) as boxes for the index: degrees become
 * EPSG:3857 here (two boxes across the antimeridian); projected boxes are transformed by
 * PostgreSQL. Latitudes beyond Mercator's ±85.05° are clamped, as the tiles do.
 */
export function parseBbox(text: string, crs: CrsChoice): BoxFilter[] {
  const parts = text.split(',');
  if ((parts.length !== 4 && parts.length !== 6) || parts.some((p) => !NUMBER.test(p))) {
    throw ValidationError.field('bbox', 'Give four numbers: minimum x, y, maximum x, y.');
  }
  const values = parts.map(Number);
  const [a, b, c, d] =
    parts.length === 6
      ? [values[0]!, values[1]!, values[3]!, values[4]!]
      : (values as [number, number, number, number]);
  if (crs.srid !== 4326) {
    if ([a, b, c, d].some((v) => Math.abs(v) > PROJECTED_LIMIT) || a > c || b > d) {
      throw ValidationError.field('bbox', 'This box is not in the coordinate reference system.');
    }
    return [{ srid: crs.srid, box: { minX: a, minY: b, maxX: c, maxY: d } }];
  }
  const [west, south, east, north] = crs.latFirst ? [b, a, d, c] : [a, b, c, d];
  if (south > north || [south, north].some((v) => Math.abs(v) > 90)) {
    throw ValidationError.field('bbox', 'Latitudes run from -90 to 90, south first.');
  }
  if ([west, east].some((v) => Math.abs(v) > 180)) {
    throw ValidationError.field('bbox', 'Longitudes run from -180 to 180.');
  }
  const spans =
    west <= east
      ? [[west, east]]
      : [
          [west, 180],
          [-180, east],
        ];
  return spans.map(([w, e]) => ({ srid: 3857, box: boundsToBox([w!, south, e!, north]) }));
}

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$/;

/** An instant as the stored values compare: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS'. */
function instant(text: string): { value: string; hasTime: boolean } | null {
  const m = INSTANT.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return null;
  if (h === undefined) return { value: `${y}-${mo}-${d}`, hasTime: false };
  return { value: `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}`, hasTime: true };
}

/**
 * `datetime`: an instant or an interval `start/end` with `..` (or nothing) for an open end,
 * inclusive; a date alone as an end takes in that whole day. Time zones are not converted:
 * the stored values have none either.
 */
export function parseDatetime(text: string): { start: string | null; end: string | null } {
  const bad = () =>
    ValidationError.field('datetime', 'Give a date, a date-time or an interval start/end.');
  const halves = text.split('/');
  if (halves.length > 2) throw bad();
  const read = (part: string | undefined) => {
    if (part === undefined || part === '' || part === '..') return null;
    const value = instant(part);
    if (!value) throw bad();
    return value;
  };
  const start = read(halves[0]);
  const end = halves.length === 1 ? start : read(halves[1]);
  if (halves.length === 1 && !start) throw bad();
  // '~' sorts after every character of an ISO date-time: the whole day, or the whole second.
  const through = (v: { value: string; hasTime: boolean } | null) => (v ? `${v.value}~` : null);
  const result = { start: start?.value ?? null, end: through(end) };
  if (result.start && result.end && result.start > result.end) throw bad();
  return result;
}
