import { STANDARD_COORDINATE_SYSTEMS } from '@waymark/contract';

/** OGC API – Features Part 1's default: WGS 84 longitude/latitude. */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const EPSG_URI = 'http://www.opengis.net/def/crs/EPSG/0/';

/** Features are stored in Web Mercator (the tiles' projection). */
export const STORAGE_SRID = 3857;

export interface CrsChoice {
  uri: string;
  srid: number;
  /** EPSG:4326 is latitude first (Part 2): coordinates and bbox are given in that order. */
  latFirst: boolean;
  /** Decimals written: about a centimetre in degrees, a millimetre in metres. */
  digits: number;
}

export function epsgUri(code: number): string {
  return `${EPSG_URI}${code}`;
}

function choice(uri: string, srid: number): CrsChoice {
  const geographic = srid === 4326;
  return { uri, srid, latFirst: uri !== CRS84 && geographic, digits: geographic ? 7 : 3 };
}

/** CRS84, then the standard systems of the contract (4326, 3857 and the national grids). */
export const SUPPORTED_CRS: readonly CrsChoice[] = [
  choice(CRS84, 4326),
  ...STANDARD_COORDINATE_SYSTEMS.map(({ id }) => choice(epsgUri(id), id)),
];

export const DEFAULT_CRS = SUPPORTED_CRS[0]!;

/**
 * A CRS as a request names it: its URI (http or https), a safe CURIE `[EPSG:2157]` or the
 * shorthand `EPSG:2157`. Null for one we do not offer.
 */
export function crsOf(text: string): CrsChoice | null {
  const trimmed = text.trim().replace(/^https:/, 'http:');
  const curie = /^\[?(EPSG):(\d{1,6})\]?$/i.exec(trimmed);
  const uri = curie ? epsgUri(Number(curie[2])) : trimmed;
  if (/^\[?OGC:CRS84\]?$/i.test(trimmed)) return DEFAULT_CRS;
  return SUPPORTED_CRS.find((c) => c.uri === uri) ?? null;
}
