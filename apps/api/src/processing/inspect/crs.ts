/** A coordinate reference system as GDAL reports it. */
export interface CrsInfo {
  /** WKT2 as printed by GDAL. */
  wkt: string;
  /** The top-level EPSG code, when GDAL identified one. */
  epsg: number | null;
}

/**
 * The EPSG code of the CRS itself, not of its datum or base CRS: in GDAL's multi-line WKT2 the
 * top-level ID is the last line, indented by exactly four spaces ("    ID["EPSG",32618]]").
 */
export function topLevelEpsg(wkt: string): number | null {
  const lines = wkt.trimEnd().split('\n');
  const last = lines[lines.length - 1] ?? '';
  const match = /^ {4}ID\["EPSG",(\d+)\]\]$/.exec(last);
  return match ? Number(match[1]) : null;
}

/**
 * A CRS we can reproject from. GDAL reports "engineering" (local, unitless) systems for CAD
 * drawings and GeoPackage's srs_id -1 ("Undefined Cartesian SRS"): there is no way to place
 * those on the earth, so they count as no CRS at all.
 */
export function usableCrs(wkt: string | null | undefined): CrsInfo | null {
  const text = wkt?.trim();
  if (!text || text === '(unknown)') return null;
  if (/^(ENGCRS|ENGINEERING|LOCAL_CS)\[/.test(text)) return null;
  return { wkt: text, epsg: topLevelEpsg(text) };
}
