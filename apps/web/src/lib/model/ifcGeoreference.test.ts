import { describe, expect, it } from 'vitest';
import { siteReferenceOf } from './ifcGeoreference.js';

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
