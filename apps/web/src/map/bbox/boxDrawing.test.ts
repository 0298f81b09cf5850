import { describe, expect, it } from 'vitest';
import {
  drawStep,
  initialDrawState,
  previewOf,
  type DrawEvent,
  type DrawState,
} from './boxDrawing.js';
import type { Box } from './geometry.js';

/** Runs events from a state; answers the last state and every box handed over. */
function run(state: DrawState, events: DrawEvent[]) {
  const commits: Box[] = [];
  for (const event of events) {
    const step = drawStep(state, event);
    state = step.state;
    if (step.commit) commits.push(step.commit);
  }
  return { state, commits };
}

describe('drawing a box by two corners', () => {
  it('is armed in edit mode when there is no box yet', () => {
    expect(initialDrawState(false)).toEqual({ kind: 'armed' });
    expect(initialDrawState(true)).toEqual({ kind: 'idle' });
  });

  it('sets the first corner, follows the pointer, and finishes on the second click', () => {
    const first = drawStep({ kind: 'armed' }, { type: 'click', at: [-6, 54] });
    expect(first.state).toEqual({ kind: 'drawing', start: [-6, 54], box: null });
    const moved = drawStep(first.state, { type: 'move', at: [-8, 53] });
    expect(previewOf(moved.state)).toEqual([-8, 53, -6, 54]);
    const done = drawStep(moved.state, { type: 'click', at: [-8, 52] });
    expect(done).toEqual({ state: { kind: 'idle' }, commit: [-8, 52, -6, 54] });
  });

  it('gives the same box drawn in any direction', () => {
    const drawn = (a: [number, number], b: [number, number]) =>
      run({ kind: 'armed' }, [
        { type: 'click', at: a },
        { type: 'click', at: b },
      ]).commits;
    expect(drawn([0, 0], [2, 1])).toEqual([[0, 0, 2, 1]]);
    expect(drawn([2, 1], [0, 0])).toEqual([[0, 0, 2, 1]]);
    expect(drawn([0, 1], [2, 0])).toEqual([[0, 0, 2, 1]]);
    expect(drawn([2, 0], [0, 1])).toEqual([[0, 0, 2, 1]]);
  });

  it('does not finish a box without area', () => {
    const { state, commits } = run({ kind: 'armed' }, [
      { type: 'click', at: [1, 1] },
      { type: 'click', at: [1, 5] },
    ]);
    expect(commits).toEqual([]);
    expect(state.kind).toBe('drawing');
  });

  it('ignores clicks while idle, so that panning never draws', () => {
    expect(run({ kind: 'idle' }, [{ type: 'click', at: [1, 1] }])).toEqual({
      state: { kind: 'idle' },
      commits: [],
    });
  });

  it('can be armed again to draw a new box, and cancelled', () => {
    const armed = drawStep({ kind: 'idle' }, { type: 'arm' }).state;
    expect(armed).toEqual({ kind: 'armed' });
    const started = drawStep(armed, { type: 'click', at: [0, 0] }).state;
    expect(drawStep(started, { type: 'cancel', hasBox: true }).state).toEqual({ kind: 'idle' });
    expect(drawStep(started, { type: 'cancel', hasBox: false }).state).toEqual({ kind: 'armed' });
  });
});

describe('dragging a corner handle', () => {
  const box: Box = [0, 0, 10, 10];

  it('moves the held corner while the opposite one stays, and hands the box over on release', () => {
    const { state, commits } = run({ kind: 'idle' }, [
      { type: 'press', corner: 'ne', box },
      { type: 'move', at: [11, 11] },
      { type: 'move', at: [12, 14] },
      { type: 'release' },
    ]);
    expect(state).toEqual({ kind: 'idle' });
    expect(commits).toEqual([[0, 0, 12, 14]]);
  });

  it('shows the box as it is dragged', () => {
    const pressed = drawStep({ kind: 'idle' }, { type: 'press', corner: 'sw', box }).state;
    const moved = drawStep(pressed, { type: 'move', at: [-3, -4] }).state;
    expect(previewOf(moved)).toEqual([-3, -4, 10, 10]);
  });

  it('keeps the old box when the corner is let go on the opposite side', () => {
    const { commits } = run({ kind: 'idle' }, [
      { type: 'press', corner: 'ne', box },
      { type: 'move', at: [10, 0] },
      { type: 'release' },
    ]);
    expect(commits).toEqual([]);
  });

  it('does not start a drag while drawing', () => {
    const drawing: DrawState = { kind: 'drawing', start: [0, 0], box: null };
    expect(drawStep(drawing, { type: 'press', corner: 'nw', box }).state).toBe(drawing);
  });
});
