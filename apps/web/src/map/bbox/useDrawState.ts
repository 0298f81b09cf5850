import { useCallback, useEffect, useRef, useState } from 'react';
import { drawStep, initialDrawState, type DrawEvent, type DrawState } from './boxDrawing.js';
import { roundBox, type Box } from './geometry.js';

export interface DrawControl {
  state: DrawState;
  /** The state as of now, for event handlers that outlive a render. */
  current(): DrawState;
  send(event: DrawEvent): void;
}

/**
 * The drawing state of the widget: a finished box goes to `onChange`. Entering or leaving
 * edit mode, or the box appearing or going from outside (typed, deleted, a Cancel), starts
 * over, unless the pointer is busy with the box.
 */
export function useDrawState(
  editing: boolean,
  value: Box | null,
  onChange: (value: Box | null) => void,
): DrawControl {
  const hasBox = value !== null;
  const [state, setState] = useState<DrawState>(() => initialDrawState(hasBox));
  const ref = useRef(state);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const apply = useCallback((next: DrawState) => {
    ref.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    const busy = ref.current.kind === 'drawing' || ref.current.kind === 'dragging';
    if (!busy || !editing) apply(initialDrawState(hasBox));
  }, [editing, hasBox, apply]);

  const send = useCallback(
    (event: DrawEvent) => {
      const step = drawStep(ref.current, event);
      if (step.state !== ref.current) apply(step.state);
      if (step.commit) onChangeRef.current(roundBox(step.commit));
    },
    [apply],
  );

  return { state, current: useCallback(() => ref.current, []), send };
}
