import { describe, expect, it } from 'vitest';
import { createProgressParser } from './progress.js';

function feed(chunks: string[]): number[] {
  const seen: number[] = [];
  const parse = createProgressParser((p) => seen.push(p));
  for (const c of chunks) parse(c);
  return seen;
}

describe('createProgressParser', () => {
  it('reads marks and the 2.5 % dots between them', () => {
    expect(feed(['0...10...20.'])).toEqual([0, 2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5]);
  });

  it('takes a mark only once its terminating dot arrives', () => {
    // "1" might still become "10" or "100": nothing is reported for an unfinished number.
    expect(feed(['0...1'])).toEqual([0, 2.5, 5, 7.5]);
    expect(feed(['0...1', '0.'])).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
  });

  it('copes with chunks split anywhere', () => {
    const whole = '0...10...20...30...40...50...60...70...80...90...100 - done.\n';
    const split = whole.split('');
    expect(feed(split)).toEqual(feed([whole]));
    expect(feed(split).at(-1)).toBe(100);
  });

  it('ignores numbers in other output', () => {
    const text =
      'Creating output file that is 60P x 70L.\nUsing internal nodata values (e.g. 0) for image x.\n0...10.';
    expect(feed([text])).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
  });

  it('never goes backwards when a second progress line starts', () => {
    const seen = feed(['0...10...20.', '0...10.']);
    expect(seen.slice(0, 10)).toEqual([0, 2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5]);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // The second line's dots may advance within the current step, never past the next mark.
    expect(Math.max(...seen)).toBeLessThan(30);
  });
});
