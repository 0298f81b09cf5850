import { useState, type DragEvent } from 'react';

/** Where a dragged row would land: before the row at `index`, or after it. */
export interface DropTarget {
  index: number;
  side: 'above' | 'below';
}

/** The index a row moved from `from` ends at when dropped on `target`. */
export function dropIndex(from: number, target: DropTarget): number {
  const before = target.side === 'above' ? target.index : target.index + 1;
  // Taking the row out first shifts the rows after it up by one.
  return before > from ? before - 1 : before;
}

/**
 * Native drag and drop of list rows: the row under the pointer shows where the dragged one
 * would go (above its middle: before it; below: after it), and a drop moves it there.
 */
export function useRowDrag(onMove: (from: number, to: number) => void) {
  const [from, setFrom] = useState<number | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const end = () => {
    setFrom(null);
    setTarget(null);
  };
  const sideOf = (event: DragEvent): DropTarget['side'] => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2 ? 'above' : 'below';
  };
  return {
    dropMark(index: number): DropTarget['side'] | null {
      return from !== null && target?.index === index ? target.side : null;
    },
    handlers: {
      start(index: number, event: DragEvent) {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with some data.
        event.dataTransfer.setData('text/plain', String(index));
        setFrom(index);
      },
      over(index: number, event: DragEvent) {
        if (from === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const side = sideOf(event);
        if (target?.index !== index || target.side !== side) setTarget({ index, side });
      },
      drop(index: number, event: DragEvent) {
        if (from === null) return;
        event.preventDefault();
        const to = dropIndex(from, { index, side: sideOf(event) });
        end();
        if (to !== from) onMove(from, to);
      },
      end,
    },
  };
}
