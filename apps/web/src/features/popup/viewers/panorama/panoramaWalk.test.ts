import { describe, expect, it } from 'vitest';
import { clampIndex, panoramaKey, photoDate, photoPosition, stepIndex } from './panoramaWalk.js';

describe('panorama walk', () => {
  it('steps to the previous and next photo and stops at either end', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBeNull();
    expect(stepIndex(0, -1, 3)).toBeNull();
    expect(stepIndex(2, -1, 3)).toBe(1);
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(-2, 3)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });

  it('shows the date and time in the spec formats, and the position in degrees', () => {
    const photo = {
      fileId: 4,
      layerId: 2,
      name: 'a.jpg',
      date: '2018-07-25T16:34:23',
      lat: 50.2996,
      lon: 14.82029,
    };
    expect(photoDate(photo)).toEqual({ date: '25/07/2018', time: '16:34' });
    expect(photoPosition(photo)).toBe('50.299600, 14.820290');
    expect(photoDate({ ...photo, date: 'not a date' })).toBeNull();
    expect(photoPosition({ ...photo, lat: undefined })).toBeNull();
    expect(panoramaKey(photo)).toBe('waymark-file:2/4');
  });
});
