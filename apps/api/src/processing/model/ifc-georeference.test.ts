import { describe, expect, it } from 'vitest';
import { lengthUnitOf, mapConversionOf, siteReferenceOf } from './ifc-georeference.js';

describe('siteReferenceOf', () => {
  it("reads the fixture's IfcSite: degrees, minutes, seconds and millionths, signs kept", () => {
    const site = {
      RefLatitude: { value: [42, 12, 46, 804504], type: 10 },
      RefLongitude: { value: [-71, -1, -58, -789672], type: 10 },
      RefElevation: { type: 4, _representationValue: 0 },
    };
    const place = siteReferenceOf(site);
    expect(place?.lat).toBeCloseTo(42 + 12 / 60 + 46.804504 / 3600, 9);
    expect(place?.lng).toBeCloseTo(-(71 + 1 / 60 + 58.789672 / 3600), 9);
    expect(place?.height).toBe(0);
  });

  it('takes the elevation in metres', () => {
    const site = {
      RefLatitude: { value: [53, 20, 0] },
      RefLongitude: { value: [-6, -15, 0] },
      RefElevation: { value: 12.5 },
    };
    expect(siteReferenceOf(site)).toEqual({ lat: 53 + 20 / 60, lng: -6.25, height: 12.5 });
  });

  it('gives no place without a reference, or at 0° 0° (an unset site)', () => {
    expect(siteReferenceOf({})).toBeNull();
    expect(
      siteReferenceOf({ RefLatitude: { value: [0, 0, 0] }, RefLongitude: { value: [0, 0, 0] } }),
    ).toBeNull();
    expect(
      siteReferenceOf({ RefLatitude: { value: [95, 0, 0] }, RefLongitude: { value: [1, 0, 0] } }),
    ).toBeNull();
  });
});

describe('mapConversionOf', () => {
  /** As web-ifc 0.0.7x reads IFCMAPCONVERSION(#10,#12,356500.,5699500.,12.5,0.866…,0.5,1.). */
  const measure = (value: number, name = 'IFCLENGTHMEASURE') => ({
    type: 4,
    _internalValue: String(value),
    _representationValue: value,
    name,
  });
  const line = {
    expressID: 13,
    TargetCRS: { expressID: 12, Name: { value: 'EPSG:25832', type: 1, name: 'IFCLABEL' } },
    Eastings: measure(356500),
    Northings: measure(5699500),
    OrthogonalHeight: measure(12.5),
    XAxisAbscissa: measure(Math.cos(Math.PI / 6), 'IFCREAL'),
    XAxisOrdinate: measure(0.5, 'IFCREAL'),
    Scale: measure(1, 'IFCREAL'),
  };

  it('reads the EPSG code, the origin, the height, the x axis as an angle and the scale', () => {
    const conversion = mapConversionOf(line);
    expect(conversion).toMatchObject({
      epsg: 25832,
      eastings: 356500,
      northings: 5699500,
      height: 12.5,
      scale: 1,
    });
    expect(conversion?.rotation).toBeCloseTo(30, 9);
  });

  it('takes what IFC leaves out as no rotation and a scale of 1', () => {
    const bare = { ...line, XAxisAbscissa: null, XAxisOrdinate: null, Scale: null };
    expect(mapConversionOf(bare)).toMatchObject({ rotation: 0, scale: 1 });
    const westward = { ...line, XAxisAbscissa: measure(-1), XAxisOrdinate: measure(0) };
    expect(mapConversionOf(westward)?.rotation).toBeCloseTo(180, 9);
  });

  it('gives nothing for a system named otherwise than by EPSG code, or a zero axis', () => {
    const named = (value: string) => ({ ...line, TargetCRS: { Name: { value, type: 1 } } });
    expect(mapConversionOf(named('ETRS89 / UTM zone 32N'))).toBeNull();
    expect(mapConversionOf(named('EPSG:'))).toBeNull();
    expect(mapConversionOf({ ...line, TargetCRS: null })).toBeNull();
    expect(mapConversionOf(named(' epsg: 2157 '))?.epsg).toBe(2157);
    const zero = { ...line, XAxisAbscissa: measure(0), XAxisOrdinate: measure(0) };
    expect(mapConversionOf(zero)).toBeNull();
  });
});

describe('lengthUnitOf', () => {
  const unit = (fields: Record<string, unknown>) => ({
    UnitType: { value: 'LENGTHUNIT' },
    ...fields,
  });
  const area = { UnitType: { value: 'AREAUNIT' }, Name: { value: 'SQUARE_METRE' }, Prefix: null };

  it("reads the project's length unit: metres, millimetres (the fixture's), feet", () => {
    expect(lengthUnitOf({ Units: [area, unit({ Name: { value: 'METRE' }, Prefix: null })] })).toBe(
      1,
    );
    const mm = unit({ Name: { value: 'METRE' }, Prefix: { type: 3, value: 'MILLI' } });
    expect(lengthUnitOf({ Units: [mm, area] })).toBe(0.001);
    const foot = unit({
      Name: { value: 'FOOT' },
      ConversionFactor: {
        ValueComponent: { type: 4, _representationValue: 0.3048 },
        UnitComponent: { Name: { value: 'METRE' }, Prefix: null },
      },
    });
    expect(lengthUnitOf({ Units: [foot] })).toBeCloseTo(0.3048, 12);
  });

  it('takes metres when the project names no length unit, or one it cannot read', () => {
    expect(lengthUnitOf(null)).toBe(1);
    expect(lengthUnitOf({ Units: [area] })).toBe(1);
    expect(lengthUnitOf({ Units: [unit({ Name: { value: 'FURLONG' } })] })).toBe(1);
  });

  it("divides a map conversion's Scale by it: a millimetre project's 0.001 is 1", () => {
    const line = {
      TargetCRS: { Name: { value: 'EPSG:2157' } },
      Scale: { type: 4, _representationValue: 0.001 },
    };
    expect(mapConversionOf(line, 0.001)?.scale).toBeCloseTo(1, 12);
    expect(mapConversionOf({ ...line, Scale: null }, 1)?.scale).toBe(1);
  });
});
