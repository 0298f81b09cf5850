import {
  boxFromCorners,
  isEmptyBox,
  moveCorner,
  type Box,
  type Corner,
  type LngLatPair,
} from './geometry.js';

/**
 * What the pointer is doing to the box in edit mode:
 * - idle: nothing (the map pans; a press on a corner handle starts a drag);
 * - armed: the next click sets the first corner of a new box;
 * - drawing: the first corner is set, the box follows the pointer until the second click;
 * - dragging: a corner handle is held, the box follows it until it is let go.
 */
export type DrawState =
  | { kind: 'idle' }
  | { kind: 'armed' }
  | { kind: 'drawing'; start: LngLatPair; box: Box | null }
  | { kind: 'dragging'; corner: Corner; from: Box; box: Box };

export type DrawEvent =
  | { type: 'arm' }
  | { type: 'click'; at: LngLatPair }
  | { type: 'move'; at: LngLatPair }
  | { type: 'press'; corner: Corner; box: Box }
  | { type: 'release' }
  | { type: 'cancel'; hasBox: boolean };

export interface DrawStep {
  state: DrawState;
  /** A finished box to hand to the caller. */
  commit?: Box;
}

/** Where a box starts out in edit mode: armed to draw one when there is none. */
export function initialDrawState(hasBox: boolean): DrawState {
  return hasBox ? { kind: 'idle' } : { kind: 'armed' };
}

/** The box to draw while the pointer works on it; null when the caller's box stands. */
export function previewOf(state: DrawState): Box | null {
  return state.kind === 'drawing' || state.kind === 'dragging' ? state.box : null;
}

/**
 * One step of drawing a box by two corners and of dragging its corner handles. A box with no
 * area (the second click on the first corner's line) is not finished: drawing goes on.
 */
export function drawStep(state: DrawState, event: DrawEvent): DrawStep {
  switch (event.type) {
    case 'arm':
      return { state: { kind: 'armed' } };
    case 'cancel':
      return { state: initialDrawState(event.hasBox) };
    case 'click': {
      if (state.kind === 'armed') return { state: { kind: 'drawing', start: event.at, box: null } };
      if (state.kind !== 'drawing') return { state };
      const box = boxFromCorners(state.start, event.at);
      if (isEmptyBox(box)) return { state };
      return { state: { kind: 'idle' }, commit: box };
    }
    case 'move':
      if (state.kind === 'drawing') {
        return { state: { ...state, box: boxFromCorners(state.start, event.at) } };
      }
      if (state.kind === 'dragging') {
        return { state: { ...state, box: moveCorner(state.from, state.corner, event.at) } };
      }
      return { state };
    case 'press':
      if (state.kind !== 'idle') return { state };
      return { state: { kind: 'dragging', corner: event.corner, from: event.box, box: event.box } };
    case 'release': {
      if (state.kind !== 'dragging') return { state };
      return isEmptyBox(state.box)
        ? { state: { kind: 'idle' } }
        : { state: { kind: 'idle' }, commit: state.box };
    }
  }
}
