/**
 * Reads a search query as a place along a route, the ways railway surveyors write it: chainage
 * in kilometres ('km 3+200', '3+200', '3.2 km', 'km 3.2'), mile-posts ('MP 12.25', '12.25 mi')
 * and miles and chains ('12 m 40 ch', '12m 40ch'; 80 chains to a mile), optionally after a route
 * name ('ML 12.25', 'DOK km 3+200'). After a name a bare number is a measure in the route's own
 * unit. Which routes hold the measure is decided against the map's routes (RouteSearch).
 */
import { CHAINS_PER_MILE, type RouteUnit } from '@waymark/contract';

export interface ChainageReading {
  /** The route name to match (case-insensitively), or null: every route. */
  route: string | null;
  value: number;
  /** null: a bare number after a route name, in that route's unit. */
  unit: RouteUnit | null;
}

const NUM = String.raw`(\d{1,7}(?:[.,]\d+)?)`;
const toNumber = (text: string) => Number(text.replace(',', '.'));

type Form = (m: RegExpExecArray) => { value: number; unit: RouteUnit | null } | null;

const FORMS: [RegExp, Form][] = [
  // km 3+200, 3+200, 3 + 200.5: kilometres and metres.
  [
    new RegExp(String.raw`^(?:km\s*)?(\d{1,5})\s*\+\s*(\d{1,3}(?:[.,]\d+)?)$`, 'i'),
    (m) => {
      const metres = toNumber(m[2]!);
      return metres < 1000 ? { value: Number(m[1]) + metres / 1000, unit: 'km' } : null;
    },
  ],
  [new RegExp(String.raw`^km\s*${NUM}$`, 'i'), (m) => ({ value: toNumber(m[1]!), unit: 'km' })],
  [new RegExp(String.raw`^${NUM}\s*km$`, 'i'), (m) => ({ value: toNumber(m[1]!), unit: 'km' })],
  [
    new RegExp(String.raw`^(?:mp|mi|miles?)\s*${NUM}$`, 'i'),
    (m) => ({ value: toNumber(m[1]!), unit: 'mi' }),
  ],
  [
    new RegExp(String.raw`^${NUM}\s*(?:mi|miles?)$`, 'i'),
    (m) => ({ value: toNumber(m[1]!), unit: 'mi' }),
  ],
  // 12 m 40 ch, 12m 40ch, 12 miles 40 chains.
  [
    new RegExp(
      String.raw`^(\d{1,5})\s*(?:m|mi|miles?)\s*(\d{1,2}(?:[.,]\d+)?)\s*(?:ch|chains?)$`,
      'i',
    ),
    (m) => {
      const chains = toNumber(m[2]!);
      return chains < CHAINS_PER_MILE
        ? { value: Number(m[1]) + chains / CHAINS_PER_MILE, unit: 'mi' }
        : null;
    },
  ],
];

const BARE = /^(\d{1,5}(?:[.,]\d+)?)$/;
/** A route name is words, not figures: 'E 715830 N 734697' is a coordinate, not route 'E 715830 N'. */
const NAME = /^(?!.*(?:^|\s)[-+]?\d+(?:[.,]\d+)?(?:\s|$)).{1,60}$/;

function measureOf(text: string, named: boolean) {
  for (const [re, form] of FORMS) {
    const m = re.exec(text);
    if (m) return form(m);
  }
  const bare = named ? BARE.exec(text) : null;
  return bare ? { value: toNumber(bare[1]!), unit: null } : null;
}

/** The query as a chainage or mileage, or null when it is none. */
export function chainageReading(query: string): ChainageReading | null {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text.length === 0 || text.length > 100) return null;
  const whole = measureOf(text, false);
  if (whole) return { route: null, ...whole };
  // The shortest route name before a measure: 'DOK km 3+200' is DOK's 'km 3+200'.
  for (let i = text.indexOf(' '); i > 0; i = text.indexOf(' ', i + 1)) {
    const route = text.slice(0, i);
    if (!NAME.test(route)) continue;
    const measure = measureOf(text.slice(i + 1), true);
    if (measure) return { route, ...measure };
  }
  return null;
}
