import { useCallback, useState } from 'react';
import { currentPageUrl } from '../../lib/searchParam.js';
import { sceneOfSearch, withScene } from './sceneUrl.js';

/**
 * The 3D view, kept in the page URL's `?3d=` (pitch and bearing follow the view in the hash): a
 * link or a reload opens the same scene. Rewritten in place, as MapLibre does the hash.
 */
export function useSceneUrl(): [number | null, (exaggeration: number | null) => void] {
  const [scene, setScene] = useState(() => sceneOfSearch(window.location.search));
  const choose = useCallback((exaggeration: number | null) => {
    setScene(exaggeration);
    const next = withScene(currentPageUrl(), exaggeration);
    if (next !== currentPageUrl()) window.history.replaceState(window.history.state, '', next);
  }, []);
  return [scene, choose];
}
