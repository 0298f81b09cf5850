import { MercatorCoordinate } from 'maplibre-gl';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { footprintOf, placeCloud, PlacementError, withExaggeration } from './cloudPlacement.js';

/** The WKT of the fixture ellipsoid.copc.laz (its LASF_Projection VLR), shortened to its CRS. */
const WEB_MERCATOR =
  'PROJCS["WGS 84 / Pseudo-Mercator",GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Mercator_1SP"],PARAMETER["central_meridian",0],PARAMETER["scale_factor",1],PARAMETER["false_easting",0],PARAMETER["false_northing",0],UNIT["metre",1],AXIS["Easting",EAST],AXIS["Northing",NORTH],EXTENSION["PROJ4","+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs"],AUTHORITY["EPSG","3857"]]';

/** The demo survey's CRS: Oregon GIC Lambert in international feet (EPSG:2994). */
const OREGON_FEET =
  'PROJCS["NAD83(HARN) / Oregon GIC Lambert (ft)",GEOGCS["NAD83(HARN)",DATUM["NAD83_High_Accuracy_Reference_Network",SPHEROID["GRS 1980",6378137,298.257222101],TOWGS84[0,0,0,0,0,0,0]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic_2SP"],PARAMETER["standard_parallel_1",43],PARAMETER["standard_parallel_2",45.5],PARAMETER["latitude_of_origin",41.75],PARAMETER["central_meridian",-120.5],PARAMETER["false_easting",1312335.958],PARAMETER["false_northing",0],UNIT["foot",0.3048],AXIS["X",EAST],AXIS["Y",NORTH]]';

/** The same with heights in NAVD88, US survey feet, as the BMX clips are labelled. */
const OREGON_COMPOUND = `COMPD_CS["Oregon GIC Lambert (ft) + NAVD88 height (ftUS)",${OREGON_FEET},VERT_CS["NAVD88 height (ftUS)",VERT_DATUM["North American Vertical Datum 1988",2005],UNIT["US survey foot",0.304800609601219],AXIS["Gravity-related height",UP]]]`;

/** Where the placement's matrix puts a point given relative to the origin. */
function placed(matrix: readonly number[], [x, y, z]: [number, number, number]) {
  return [0, 1, 2].map(
    (row) => matrix[row]! * x + matrix[4 + row]! * y + matrix[8 + row]! * z + matrix[12 + row]!,
  );
}

describe('placeCloud', () => {
  it('places a Web Mercator cloud exactly, heights in metres', () => {
    const origin = [-8242596, 4966606, 0] as const;
    const placement = placeCloud(WEB_MERCATOR, origin, [150, 100, 50]);
    const [lng, lat] = proj4('EPSG:3857', 'EPSG:4326', [origin[0] + 120, origin[1] - 80]);
    const expected = MercatorCoordinate.fromLngLat([lng!, lat!], 30);
    const [mx, my, mz] = placed(placement.matrix, [120, -80, 30]);
    expect(mx).toBeCloseTo(expected.x, 12);
    expect(my).toBeCloseTo(expected.y, 12);
    // Heights scale at the cloud's centre; 80 m away the scale differs by a few parts per million.
    expect(mz! / expected.z).toBeCloseTo(1, 4);
    expect(placement.verticalDatum).toBeNull();
    expect(placement.bounds[0]).toBeCloseTo(-74.0458, 3);
    expect(placement.bounds[3]).toBeCloseTo(40.6898, 3);
  });

  it('places a cloud in a Lambert projection in feet within a decimetre over a site', () => {
    // The demo site: about 1.0 × 1.4 km.
    const origin = [636500, 851000, 400] as const;
    const half = [1700, 2300, 150] as const;
    const placement = placeCloud(OREGON_FEET, origin, half);
    const [dx, dy] = [half[0], half[1]];
    const [lng, lat] = proj4(OREGON_FEET, 'EPSG:4326', [origin[0] + dx, origin[1] + dy]);
    const exact = MercatorCoordinate.fromLngLat([lng!, lat!]);
    const [mx, my] = placed(placement.matrix, [dx, dy, 0]);
    const metres =
      Math.hypot(mx! - exact.x, my! - exact.y) / exact.meterInMercatorCoordinateUnits();
    expect(metres).toBeLessThan(0.1);
    // A foot of height is 0.3048 m.
    expect(placement.heightScale / exact.meterInMercatorCoordinateUnits()).toBeCloseTo(0.3048, 4);
  });

  it('reads the vertical datum and its unit from a compound CRS', () => {
    const placement = placeCloud(OREGON_COMPOUND, [636500, 851000, 400], [100, 100, 10]);
    expect(placement.verticalDatum).toBe('NAVD88 height (ftUS)');
    const scale = MercatorCoordinate.fromLngLat(
      proj4(OREGON_FEET, 'EPSG:4326', [636500, 851000]) as [number, number],
    ).meterInMercatorCoordinateUnits();
    expect(placement.heightScale / scale).toBeCloseTo(0.3048006, 6);
  });

  it('refuses a CRS it cannot read or a place off the map', () => {
    expect(() => placeCloud('LOCAL_CS["site grid"]', [0, 0, 0], [1, 1, 1])).toThrow(PlacementError);
    expect(() => placeCloud('', [0, 0, 0], [1, 1, 1])).toThrow(PlacementError);
    expect(() => placeCloud(WEB_MERCATOR, [0, 40e6, 0], [1, 1, 1])).toThrow(PlacementError);
  });

  it('scales heights, not places, with the exaggeration', () => {
    const placement = placeCloud(WEB_MERCATOR, [-8242596, 4966606, 20], [150, 100, 50]);
    const tripled = withExaggeration(placement, 3);
    expect(placed(tripled, [10, 10, 5]).slice(0, 2)).toEqual(
      placed(placement.matrix, [10, 10, 5]).slice(0, 2),
    );
    expect(placed(tripled, [10, 10, 5])[2]).toBeCloseTo(
      3 * placed(placement.matrix, [10, 10, 5])[2]!,
      15,
    );
  });

  it('puts a node’s box back in longitude and latitude', () => {
    const origin = [-8242596, 4966606, 0] as const;
    const placement = placeCloud(WEB_MERCATOR, origin, [150, 100, 50]);
    const [w, s, e, n] = footprintOf(placement, { min: [-150, -100, -50], max: [0, 100, 50] });
    const [west, south] = proj4('EPSG:3857', 'EPSG:4326', [origin[0] - 150, origin[1] - 100]);
    const [east, north] = proj4('EPSG:3857', 'EPSG:4326', [origin[0], origin[1] + 100]);
    expect([w, s, e, n].map((v) => v.toFixed(7))).toEqual(
      [west!, south!, east!, north!].map((v) => v.toFixed(7)),
    );
  });
});
