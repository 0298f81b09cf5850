import { useSyncExternalStore } from 'react';

/**
 * The one drawing tool of the map controls that has the pointer (Cross Section, Measure
 * Distance): starting one stops the other, as two tools reading the same clicks would fight.
 */
let active: string | null = null;
const listeners = new Set<() => void>();

export function setActiveTool(tool: string | null): void {
  if (active === tool) return;
  active = tool;
  for (const listener of listeners) listener();
}

export function activeTool(): string | null {
  return active;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `tool` is the active drawing tool, and a switch for it. */
export function useActiveTool(tool: string): [boolean, (on: boolean) => void] {
  const current = useSyncExternalStore(subscribe, activeTool, activeTool);
  return [
    current === tool,
    (on: boolean) => {
      if (on) setActiveTool(tool);
      else if (active === tool) setActiveTool(null);
    },
  ];
}

/** The active drawing tool, or null, as it changes. */
export function useCurrentTool(): string | null {
  return useSyncExternalStore(subscribe, activeTool, activeTool);
}
