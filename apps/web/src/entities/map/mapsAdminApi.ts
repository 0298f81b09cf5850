import {
  layerRead,
  mapRead,
  paginated,
  type LayerRead,
  type MapCreate,
  type MapPatch,
  type MapRead,
  type Paginated,
} from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { listQueryOf, type ListParams } from '../../components/data-grid/useListParams.js';

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

/**
 * GET maps/ of the current organisation, a page at a time. Without an organisation the call is
 * logged and not sent (section 7).
 */
export async function fetchMapsPage(
  organisationId: number | null,
  params: ListParams,
): Promise<Paginated<MapRead>> {
  if (organisationId === null) {
    console.warn('getOrganisationMaps failed');
    return EMPTY_PAGE;
  }
  const data = await ok(
    api.GET('/api/maps/', {
      params: { query: { organisation: idOf(organisationId), ...listQueryOf(params) } },
    }),
  );
  return checkedAnswer(paginated(mapRead), data);
}

/** GET layers/ of the current organisation matching a search: what can be attached to a map. */
export async function searchOrganisationLayers(
  organisationId: number | null,
  search: string,
): Promise<LayerRead[]> {
  if (organisationId === null) {
    console.warn('getOrganisationLayers failed');
    return [];
  }
  const data = await ok(
    api.GET('/api/layers/', {
      params: {
        query: {
          organisation: idOf(organisationId),
          items: '25',
          ordering: 'name',
          ...(search ? { search } : {}),
        },
      },
    }),
  );
  return checkedAnswer(paginated(layerRead), data).results;
}

/** POST maps/ (section 7: with organisation_id); 201 answers the map. */
export async function createMap(body: MapCreate): Promise<MapRead> {
  return checkedAnswer(mapRead, await ok(api.POST('/api/maps/', { body })));
}

export async function updateMap(mapId: number, body: MapPatch): Promise<MapRead> {
  const params = { path: { id: idOf(mapId) } };
  return checkedAnswer(mapRead, await ok(api.PATCH('/api/maps/{id}/', { params, body })));
}

/** DELETE maps/:id/ (204). */
export async function deleteMap(mapId: number): Promise<void> {
  await ok(api.DELETE('/api/maps/{id}/', { params: { path: { id: idOf(mapId) } } }));
}

const mapLayerPath = (mapId: number, layerId: number) => ({
  path: { id: idOf(mapId), layerId: idOf(layerId) },
});

/** PATCH maps/:id/layer/:layerId/ attaches a layer (at the top); answers the map. */
export async function attachLayer(mapId: number, layerId: number): Promise<MapRead> {
  const params = mapLayerPath(mapId, layerId);
  return checkedAnswer(mapRead, await ok(api.PATCH('/api/maps/{id}/layer/{layerId}/', { params })));
}

/** DELETE maps/:id/layer/:layerId/ detaches a layer; answers the map. */
export async function detachLayer(mapId: number, layerId: number): Promise<MapRead> {
  const params = mapLayerPath(mapId, layerId);
  return checkedAnswer(
    mapRead,
    await ok(api.DELETE('/api/maps/{id}/layer/{layerId}/', { params })),
  );
}

/** PUT maps/:id/layers/ with the layers in drawing order (first drawn first); answers the map. */
export async function reorderLayers(mapId: number, layerIds: number[]): Promise<MapRead> {
  const params = { path: { id: idOf(mapId) } };
  return checkedAnswer(
    mapRead,
    await ok(api.PUT('/api/maps/{id}/layers/', { params, body: { layer_ids: layerIds } })),
  );
}
