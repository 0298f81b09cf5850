import { describe, expect, it } from 'vitest';
import { parseOgrinfoSummary } from './ogrinfo-text.js';

// Shaped like GDAL 3.6 `ogrinfo -ro -so -al` output, with the awkward cases a real file can hold.
const TEXT = `INFO: Open of \`/data/odd.gpkg'
      using driver \`GPKG' successful.

Layer name: odd layer
Metadata:
  DESCRIPTION=Feature Count: 99
Geometry: Multi Polygon
Feature Count: 2
Extent: (-9.500000, 0.000000) - (10.000000, 10.250000)
Layer SRS WKT:
PROJCRS["WGS 84 / UTM zone 31N",
    BASEGEOGCRS["WGS 84",
        ID["EPSG",4326]],
    CS[Cartesian,2],
    ID["EPSG",32631]]
Data axis to CRS axis mapping: 1,2
FID Column = fid
Geometry Column = geom
Geometry: String (0.0)
Feature Count: Integer (0.0)
name with: colon: String(JSON) (0.0) NOT NULL DEFAULT 'x'

Layer name: local
Geometry: Point
Feature Count: 1
Layer SRS WKT:
ENGCRS["Undefined Cartesian SRS",
    EDATUM["Unknown engineering datum"],
    CS[Cartesian,2]]
Data axis to CRS axis mapping: 1,2

Layer name: table
Geometry: None
Feature Count: 3
Layer SRS WKT:
(unknown)
data: Binary (0.0)
`;

describe('parseOgrinfoSummary', () => {
  const summary = parseOgrinfoSummary(TEXT);

  it('reads the driver and every layer', () => {
    expect(summary.driver).toBe('GPKG');
    expect(summary.layers.map((l) => l.name)).toEqual(['odd layer', 'local', 'table']);
  });

  it('keeps header lines and same-named fields apart', () => {
    const [odd] = summary.layers;
    expect(odd).toMatchObject({
      geometryType: 'Multi Polygon',
      featureCount: 2,
      extent: [-9.5, 0, 10, 10.25],
      fidColumn: 'fid',
      geometryColumn: 'geom',
    });
    expect(odd!.fields).toEqual([
      { name: 'Geometry', type: 'String' },
      { name: 'Feature Count', type: 'Integer' },
      { name: 'name with: colon', type: 'String(JSON)' },
    ]);
  });

  it('takes the top-level EPSG code, not the base CRS one', () => {
    expect(summary.layers[0]!.crs?.epsg).toBe(32631);
  });

  it('treats engineering (local) systems and "(unknown)" as no CRS', () => {
    expect(summary.layers[1]!.crs).toBeNull();
    expect(summary.layers[2]).toMatchObject({ crs: null, geometryType: 'None', featureCount: 3 });
  });
});
