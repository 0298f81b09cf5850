import { useStore } from '../../lib/createStore.js';
import { MAP_ID_ROUTES } from '../../routing/routeTable.js';
import { useCurrentRoute } from '../../routing/useCurrentRoute.js';
import { parseRouteId, useRouteParams } from '../../routing/useRouteParams.js';
import { useCurrentOrganisation } from '../session/useCurrentOrganisation.js';
import { activeMapStore } from './activeMapStore.js';
import { resolveActiveMap } from './resolveActiveMap.js';
import { useOrganisationMaps } from './useOrganisationMaps.js';

export interface ActiveMap {
  mapId: number | null;
  /** The maps are still loading, so the active map may still change. */
  loading: boolean;
}

export function useActiveMap(): ActiveMap {
  const route = useCurrentRoute();
  const params = useRouteParams();
  const choice = useStore(activeMapStore);
  const organisation = useCurrentOrganisation();
  const maps = useOrganisationMaps();
  const routeId = route && MAP_ID_ROUTES.includes(route.name) ? parseRouteId(params.id) : null;
  const mapId = resolveActiveMap({
    choice,
    routeId,
    defaultId: organisation?.map ?? null,
    mapIds: maps.data?.map((map) => map.id) ?? null,
  });
  return { mapId, loading: organisation !== null && maps.isPending };
}
