import { describe, expect, it } from 'vitest';
import { samePicture } from './relayout-cog.js';

/** A 16-pixel RGBA picture: each pixel's colour from `colour(i)`, opaque unless `clear(i)`. */
function picture(colour: (i: number) => number, clear: (i: number) => boolean = () => false) {
  const data = Buffer.alloc(16 * 4);
  for (let i = 0; i < 16; i += 1) {
    data.fill(colour(i), i * 4, i * 4 + 3);
    data[i * 4 + 3] = clear(i) ? 0 : 255;
  }
  return data;
}

describe('samePicture', () => {
  const before = picture((i) => i * 10 + 5);

  it('takes a re-encoding (a few levels off) for the same picture', () => {
    expect(
      samePicture(
        before,
        picture((i) => i * 10 + 5 + (i % 2 ? 3 : -3)),
      ),
    ).toBe(true);
  });

  it('refuses other colours, lost or grown transparency, and another size', () => {
    expect(
      samePicture(
        before,
        picture((i) => 255 - i * 10),
      ),
    ).toBe(false);
    expect(
      samePicture(
        before,
        picture(
          (i) => i * 10,
          (i) => i < 4,
        ),
      ),
    ).toBe(false);
    expect(samePicture(before, before.subarray(0, 32))).toBe(false);
    expect(samePicture(Buffer.alloc(0), Buffer.alloc(0))).toBe(false);
  });
});
