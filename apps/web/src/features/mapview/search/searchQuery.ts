import type { SearchResponse } from '@waymark/contract';
import type { Box } from '../../../lib/box.js';

/** Search input is debounced by 275 ms (section 9). */
export const SEARCH_DEBOUNCE_MS = 275;

const coordinate = (value: number, limit: number) =>
  Math.max(-limit, Math.min(limit, value))
    .toFixed(6)
    .replace(/\.?0+$/, '');

/**
 * The view sent with a search: 'swLng,swLat,neLng,neLat'. A view wider than the world (zoomed
 * out, with world copies) is cut to it.
 */
export function mapViewParam(bounds: Box | null): string | undefined {
  if (!bounds) return undefined;
  const [w, s, e, n] = bounds;
  return [coordinate(w, 180), coordinate(s, 90), coordinate(e, 180), coordinate(n, 90)].join(',');
}

/** A search answer is used only if the query it echoes equals the current text (2.6). */
export function acceptsAnswer(
  answer: Pick<SearchResponse, 'query'> | undefined,
  currentText: string,
): answer is SearchResponse {
  return !!answer && answer.query.trim() === currentText.trim();
}
