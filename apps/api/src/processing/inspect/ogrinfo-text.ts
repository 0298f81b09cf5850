import { usableCrs, type CrsInfo } from './crs.js';

/** One layer of `ogrinfo -ro -so -al` (GDAL 3.6 has no `ogrinfo -json`). */
export interface OgrLayerSummary {
  name: string;
  /** As ogrinfo prints it: 'Point', '3D Multi Polygon', 'Unknown (any)', 'None'. */
  geometryType: string;
  /** -1 when the driver cannot count without reading everything and did not. */
  featureCount: number;
  /** [minX, minY, maxX, maxY] in the layer's own CRS. */
  extent: [number, number, number, number] | null;
  crs: CrsInfo | null;
  fidColumn: string | null;
  geometryColumn: string | null;
  fields: Array<{ name: string; type: string }>;
}

export interface OgrSummary {
  driver: string;
  layers: OgrLayerSummary[];
}

const FIELD_LINE =
  /^(.+): ([A-Za-z0-9]+(?:\([A-Za-z0-9]+\))?) \(\d+\.\d+\)(?: NOT NULL)?(?: DEFAULT .*)?$/;
const EXTENT_LINE = /^Extent(?: \(.*\))?: \((.+), (.+)\) - \((.+), (.+)\)$/;

function parseLayer(block: string): OgrLayerSummary {
  const lines = block.split('\n');
  const layer: OgrLayerSummary = {
    name: lines[0] ?? '',
    geometryType: 'None',
    featureCount: -1,
    extent: null,
    crs: null,
    fidColumn: null,
    geometryColumn: null,
    fields: [],
  };
  let wkt: string[] | null = null;
  let inMetadata = false;
  let sawGeometry = false;
  for (const line of lines.slice(1)) {
    // Multi-line WKT: its first line is not indented, the rest are; it ends at the first
    // unindented line after that.
    if (wkt !== null) {
      if (wkt.length === 0 || /^\s/.test(line)) {
        wkt.push(line);
        continue;
      }
      layer.crs ??= usableCrs(wkt.join('\n'));
      wkt = null;
    }
    if (inMetadata && /^\s/.test(line)) continue;
    inMetadata = false;
    // Field lines first: a field may be named "Geometry" or "Feature Count", but header lines
    // never end in "(width.precision)".
    const field = FIELD_LINE.exec(line);
    if (field) layer.fields.push({ name: field[1]!, type: field[2]! });
    else if (line === 'Metadata:') inMetadata = true;
    else if (/^(Layer )?SRS WKT(?: \(.*\))?:$/.test(line)) wkt = layer.crs ? null : [];
    else if (/^Geometry(?: \(.*\))?: /.test(line)) {
      // With several geometry fields, the first one is the layer's.
      if (!sawGeometry) layer.geometryType = line.slice(line.indexOf(': ') + 2);
      sawGeometry = true;
    } else if (line.startsWith('Feature Count: ')) layer.featureCount = Number(line.slice(15));
    else if (EXTENT_LINE.test(line)) {
      const m = EXTENT_LINE.exec(line)!;
      layer.extent ??= [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    } else if (line.startsWith('FID Column = ')) layer.fidColumn = line.slice(13);
    else if (/^Geometry Column(?: \d+)? = /.test(line)) {
      layer.geometryColumn ??= line.slice(line.indexOf(' = ') + 3);
    }
  }
  if (wkt !== null) layer.crs ??= usableCrs(wkt.join('\n'));
  return layer;
}

/** Parses the text of `ogrinfo -ro -so -al <file>`. */
export function parseOgrinfoSummary(text: string): OgrSummary {
  const normalised = text.replace(/\r\n/g, '\n');
  const driver = /using driver `([^']+)' successful/.exec(normalised)?.[1] ?? '';
  const blocks = normalised.split(/^Layer name: /m).slice(1);
  return { driver, layers: blocks.map((b) => parseLayer(b.replace(/\n+$/, ''))) };
}
