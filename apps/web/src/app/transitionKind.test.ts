import { describe, expect, it } from 'vitest';
import { transitionKind } from './transitionKind.js';

describe('page transitions', () => {
  it('fades between paths of equal depth', () => {
    expect(transitionKind('/maps/', '/layers/')).toEqual({ kind: 'fade' });
    expect(transitionKind('/maps/1/', '/maps/2/')).toEqual({ kind: 'fade' });
  });

  it('slides otherwise, in from the right when going deeper', () => {
    expect(transitionKind('/maps/', '/maps/1/detail/')).toEqual({
      kind: 'slide',
      direction: 'left',
    });
    expect(transitionKind('/maps/1/', '/')).toEqual({ kind: 'slide', direction: 'right' });
  });
});
