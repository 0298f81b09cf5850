import { withSearchParam } from '../../lib/searchParam.js';

/** The query parameter that keeps the 3D view in a map's URL: its vertical exaggeration. */
export const SCENE_PARAM = '3d';

/** The vertical exaggeration's range and steps; a first 3D view starts at `initial`. */
export const EXAGGERATION = { min: 1, max: 5, step: 0.5, initial: 1.5 } as const;

function clampToStep(value: number): number {
  const stepped = Math.round(value / EXAGGERATION.step) * EXAGGERATION.step;
  return Math.min(EXAGGERATION.max, Math.max(EXAGGERATION.min, stepped));
}

/**
 * The 3D view a URL's query (`location.search`) asks for: its exaggeration (a number out of
 * range is brought into it, anything else is the initial one), or null for the flat map.
 */
export function sceneOfSearch(search: string): number | null {
  const text = new URLSearchParams(search).get(SCENE_PARAM);
  if (text === null) return null;
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? clampToStep(value) : EXAGGERATION.initial;
}

/** `url` with its `3d` set to the exaggeration, or removed for the flat map. */
export function withScene(url: string, exaggeration: number | null): string {
  return withSearchParam(url, SCENE_PARAM, exaggeration === null ? null : String(exaggeration));
}
