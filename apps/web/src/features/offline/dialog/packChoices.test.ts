import { describe, expect, it } from 'vitest';
import { defaultChoices, requestOf, zoomChoices } from './packChoices.js';

describe('pack choices', () => {
  it('offer the map’s zooms, and start at its lowest up to zoom 18', () => {
    expect(zoomChoices({ zoom_min: 10, zoom_max: 22 })).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect(defaultChoices({ zoom_min: 10, zoom_max: 22 })).toEqual({
      area: 'map',
      zoomMin: 10,
      zoomMax: 18,
      attachments: false,
    });
    expect(defaultChoices({ zoom_min: 3, zoom_max: 12 }).zoomMax).toBe(12);
  });

  it('ask for the map’s extent as null, the view cut to the globe, and the attachments', () => {
    const choices = { area: 'view' as const, zoomMin: 14, zoomMax: 15, attachments: false };
    expect(requestOf(choices, [-200, -10, 10, 95])).toEqual({
      bbox: [-180, -10, 10, 90],
      zoom_min: 14,
      zoom_max: 15,
      attachments: false,
    });
    expect(requestOf({ ...choices, area: 'map' }, [0, 0, 1, 1]).bbox).toBeNull();
    expect(requestOf(choices, null).bbox).toBeNull();
    expect(requestOf({ ...choices, attachments: true }, null).attachments).toBe(true);
  });
});
