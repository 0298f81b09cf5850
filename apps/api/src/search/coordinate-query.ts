/**
 * Reads a search query as a coordinate, the ways surveyors write them: latitude and longitude
 * in decimal degrees or degrees-minutes-seconds, easting and northing in a national grid (ITM,
 * Irish Grid, British National Grid, with or without the grid's letters), UTM with a zone, or
 * 'EPSG:<code> x y'. Answers every plausible reading; which of them fall inside their system's
 * area of use is decided after transforming them (CoordinateSearch).
 */

/** One way to read the query: a point in a coordinate system, labelled for the result list. */
export interface CoordinateReading {
  /** 'ITM', 'Irish Grid', 'British National Grid', 'WGS84', 'UTM 30N', 'EPSG:25832' … */
  label: string;
  epsg: number;
  x: number;
  y: number;
}

const NUM = String.raw`[-+]?\d+(?:[.,]\d+)?`;

const toNumber = (text: string) => Number(text.replace(',', '.'));

/** Decimal degrees, or degrees minutes seconds, with an optional hemisphere letter. */
const ANGLE = new RegExp(
  [
    String.raw`^([NSEW])?\s*([-+]?\d{1,3}(?:\.\d+)?)\s*[°º:]?\s*`,
    String.raw`(?:(\d{1,2}(?:\.\d+)?)\s*['′:]?\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:["″]|'')?)?)?`,
    String.raw`\s*([NSEW])?$`,
  ].join(''),
  'i',
);

function angle(text: string): { value: number; hemisphere: string | null } | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const m = ANGLE.exec(t);
  if (!m) return null;
  const hemisphere = (m[1] ?? m[5] ?? '').toUpperCase() || null;
  if (m[1] && m[5]) return null;
  const signed = Number(m[2]);
  const deg = Math.abs(signed);
  const min = m[3] ? Number(m[3]) : 0;
  const sec = m[4] ? Number(m[4]) : 0;
  if (min >= 60 || sec >= 60) return null;
  if ((m[3] || m[4]) && !Number.isInteger(deg)) return null;
  const negative = signed < 0 || m[2]!.startsWith('-');
  if (negative && hemisphere) return null;
  let value = deg + min / 60 + sec / 3600;
  if (negative || hemisphere === 'S' || hemisphere === 'W') value = -value;
  return { value, hemisphere };
}

/** 'a, b' / 'a b' / 'a; b' split into the two coordinates (DMS keeps its inner spaces). */
function pairOf(query: string): [string, string] | null {
  const q = query.trim();
  for (const separator of [';', '/', ',']) {
    const parts = q.split(separator);
    if (parts.length === 2 && parts[0]!.trim() && parts[1]!.trim()) return [parts[0]!, parts[1]!];
  }
  // A hemisphere letter ends the first angle: '53 20 59 N 6 15 37 W'.
  const hemi = /^(.*?[NS])\s+(.*[EW]?)$/i.exec(q) ?? /^([NS].*?)\s+([EW].*)$/i.exec(q);
  if (hemi) return [hemi[1]!, hemi[2]!];
  const words = q.split(/\s+/);
  if (words.length === 2) return [words[0]!, words[1]!];
  return null;
}

function latLon(query: string): CoordinateReading[] {
  if (/[a-df-mo-rt-vx-z]/i.test(query.replace(/[NSEW]/gi, ''))) return [];
  const pair = pairOf(query);
  if (!pair) return [];
  const a = angle(pair[0]);
  const b = angle(pair[1]);
  if (!a || !b) return [];
  const lat = (p: { hemisphere: string | null }) => p.hemisphere === 'N' || p.hemisphere === 'S';
  const lon = (p: { hemisphere: string | null }) => p.hemisphere === 'E' || p.hemisphere === 'W';
  const out: CoordinateReading[] = [];
  const add = (la: number, lo: number) => {
    if (Math.abs(la) <= 90 && Math.abs(lo) <= 180)
      out.push({ label: 'WGS84', epsg: 4326, x: lo, y: la });
  };
  if (lat(a) || lon(b)) add(a.value, b.value);
  else if (lon(a) || lat(b)) add(b.value, a.value);
  else {
    // No letters: latitude first, as people say it; longitude first when only that fits.
    add(a.value, b.value);
    if (Math.abs(a.value) > 90) add(b.value, a.value);
  }
  return out;
}

/** 'E 715830 N 734697', '715830E 734697N', '715830, 734697': easting, then northing. */
function eastingNorthing(query: string): [number, number] | null {
  const q = query.trim();
  const labelled =
    new RegExp(
      String.raw`^E(?:asting)?\s*[:=]?\s*(${NUM})\s*[,;]?\s*N(?:orthing)?\s*[:=]?\s*(${NUM})$`,
      'i',
    ).exec(q) ??
    new RegExp(String.raw`^(${NUM})\s*m?\s*E\s*[,;]?\s*(${NUM})\s*m?\s*N$`, 'i').exec(q);
  if (labelled) return [toNumber(labelled[1]!), toNumber(labelled[2]!)];
  const north = new RegExp(
    String.raw`^N(?:orthing)?\s*[:=]?\s*(${NUM})\s*[,;]?\s*E(?:asting)?\s*[:=]?\s*(${NUM})$`,
    'i',
  ).exec(q);
  if (north) return [toNumber(north[2]!), toNumber(north[1]!)];
  const plain = new RegExp(String.raw`^(\d{3,7}(?:\.\d+)?)\s*[,;\s]\s*(\d{3,7}(?:\.\d+)?)$`).exec(
    q,
  );
  if (plain) return [Number(plain[1]), Number(plain[2])];
  return null;
}

/** British National Grid squares: two letters, 500 km then 100 km (no 'I'). */
const BNG_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

function bngSquare(letters: string): [number, number] | null {
  const first = BNG_LETTERS.indexOf(letters[0]!);
  const second = BNG_LETTERS.indexOf(letters[1]!);
  if (first < 0 || second < 0) return null;
  // The false origin is square S (SV is at 0, 0).
  const e = ((first - 2) % 5) * 5 + (second % 5);
  const n = 19 - Math.floor(first / 5) * 5 - Math.floor(second / 5);
  return [e * 100_000, n * 100_000];
}

/** Irish Grid squares: one letter per 100 km (no 'I'), A at the north-west. */
function irishSquare(letter: string): [number, number] | null {
  const index = BNG_LETTERS.indexOf(letter);
  if (index < 0 || index >= 25) return null;
  return [(index % 5) * 100_000, (4 - Math.floor(index / 5)) * 100_000];
}

/** The digits of a grid reference: equal halves, easting then northing, scaled to metres. */
function gridDigits(digits: string): [number, number] | null {
  const d = digits.replace(/\s+/g, '');
  if (d.length === 0 || d.length % 2 !== 0 || d.length > 10) return null;
  const half = d.length / 2;
  const scale = 10 ** (5 - half);
  return [Number(d.slice(0, half)) * scale, Number(d.slice(half)) * scale];
}

function gridReference(query: string): CoordinateReading[] {
  const q = query.trim().toUpperCase();
  const bng = /^([A-HJ-Z]{2})\s*(\d+)\s*(\d*)$/.exec(q);
  const out: CoordinateReading[] = [];
  if (bng) {
    const square = bngSquare(bng[1]!);
    const digits = bng[3]
      ? bng[2]!.length === bng[3].length
        ? gridDigits(bng[2]! + bng[3])
        : null
      : gridDigits(bng[2]!);
    if (square && digits) {
      out.push({
        label: 'British National Grid',
        epsg: 27700,
        x: square[0] + digits[0],
        y: square[1] + digits[1],
      });
    }
  }
  const irish = /^([A-HJ-Z])\s*(\d+)\s*(\d*)$/.exec(q);
  if (irish) {
    const square = irishSquare(irish[1]!);
    const digits = irish[3]
      ? irish[2]!.length === irish[3].length
        ? gridDigits(irish[2]! + irish[3])
        : null
      : gridDigits(irish[2]!);
    if (square && digits) {
      out.push({
        label: 'Irish Grid',
        epsg: 29903,
        x: square[0] + digits[0],
        y: square[1] + digits[1],
      });
    }
  }
  return out;
}

function utm(query: string): CoordinateReading[] {
  const m = new RegExp(
    String.raw`^(?:UTM\s*)?(?:zone\s*)?(\d{1,2})\s*([C-HJ-NP-X])?\s*[,;]?\s*(?:E\s*)?(${NUM})\s*(?:m?\s*E)?\s*[,;]?\s*(?:N\s*)?(${NUM})\s*(?:m?\s*N)?$`,
    'i',
  ).exec(query.trim());
  if (!m || !/[a-z]/i.test(query)) return [];
  const zone = Number(m[1]);
  if (zone < 1 || zone > 60) return [];
  const letter = m[2]?.toUpperCase() ?? null;
  const reading = (south: boolean): CoordinateReading => ({
    label: `UTM ${zone}${south ? 'S' : 'N'}`,
    epsg: (south ? 32700 : 32600) + zone,
    x: toNumber(m[3]!),
    y: toNumber(m[4]!),
  });
  // A latitude band (C–M south, N–X north), except that 'S' is also written for 'south'.
  if (letter === 'S') return [reading(false), reading(true)];
  return [reading(letter !== null && letter < 'N')];
}

function epsgCode(query: string): CoordinateReading[] {
  const m = new RegExp(
    String.raw`^EPSG\s*:\s*(\d{4,6})\s*[,;]?\s*(${NUM})\s*[,;\s]\s*(${NUM})$`,
    'i',
  ).exec(query.trim());
  if (!m) return [];
  return [{ label: `EPSG:${m[1]}`, epsg: Number(m[1]), x: toNumber(m[2]!), y: toNumber(m[3]!) }];
}

/** The national grids a bare easting/northing may be in (section 9's standard systems). */
const GRIDS = [
  { label: 'ITM', epsg: 2157 },
  { label: 'Irish Grid', epsg: 29903 },
  { label: 'British National Grid', epsg: 27700 },
] as const;

/** Every plausible reading of the query as a coordinate; [] when it reads as none. */
export function coordinateReadings(query: string): CoordinateReading[] {
  const q = query.trim();
  if (q.length === 0 || q.length > 100) return [];
  const explicit = epsgCode(q);
  if (explicit.length) return explicit;
  const grid = gridReference(q);
  if (grid.length) return grid;
  const zoned = utm(q);
  if (zoned.length) return zoned;
  const en = eastingNorthing(q);
  if (en) return GRIDS.map((g) => ({ ...g, x: en[0], y: en[1] }));
  return latLon(q);
}
