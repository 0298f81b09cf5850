import { useStore } from '../../lib/createStore.js';
import { MAP_ID_ROUTES } from '../../routing/routeTable.js';
import { useCurrentRoute } from '../../routing/useCurrentRoute.js';
import { parseRouteId, useRouteParams } from '../../routing/useRouteParams.js';
import { useCurrentOrganisation } from '../session/useCurrentOrganisation.js';
import { activeMapStore } from './activeMapStore.js';
import type { ClientMap } from './clientMap.js';
import { resolveActiveMap } from './resolveActiveMap.js';
import { useOrganisationMaps } from './useOrganisationMaps.js';

export interface ActiveMap {
  mapId: number | null;
  /** The maps are still loading, so the active map may still change. */
  loading: boolean;
  /**
   * The active map as the organisation's maps list has it (with what the user may do with it,
   * `abilities`), or null while it is not loaded or not one of them.
   */
  map: ClientMap | null;
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
  const map = maps.data?.find((candidate) => candidate.id === mapId) ?? null;
  return { mapId, loading: organisation !== null && maps.isPending, map };
}
