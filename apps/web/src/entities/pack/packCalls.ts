import {
  packEstimate,
  packList,
  packRead,
  packTooLarge,
  tileArchiveList,
  type PackEstimate,
  type PackRead,
  type PackRequest,
  type TileArchiveRead,
} from '@waymark/contract/pack';
import { ApiError } from '../../api/ApiError.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';

const mapPath = (mapId: number) => ({ id: idOf(mapId) });
const packPath = (packId: number) => ({ id: idOf(packId) });

/** A pack beyond the limits: the server's message and the estimate that broke them. */
export class PackTooLargeError extends Error {
  constructor(
    readonly detail: string,
    readonly estimate: PackEstimate,
  ) {
    super(detail);
    this.name = 'PackTooLargeError';
  }
}

/** POST maps/:id/packs/estimate/: the tiles and bytes a pack would hold, per layer. */
export async function fetchPackEstimate(
  mapId: number,
  request: PackRequest,
  signal?: AbortSignal,
): Promise<PackEstimate> {
  const data = await ok(
    api.POST('/api/maps/{id}/packs/estimate/', {
      params: { path: mapPath(mapId) },
      body: request,
      signal,
    }),
  );
  return checkedAnswer(packEstimate, data);
}

/** POST maps/:id/packs/: the pack, queued (or reused); a 400 beyond the limits throws PackTooLargeError. */
export async function createPack(mapId: number, request: PackRequest): Promise<PackRead> {
  try {
    const data = await ok(
      api.POST('/api/maps/{id}/packs/', { params: { path: mapPath(mapId) }, body: request }),
    );
    return checkedAnswer(packRead, data);
  } catch (error) {
    const tooLarge =
      error instanceof ApiError && error.status === 400 ? packTooLarge.safeParse(error.body) : null;
    if (tooLarge?.success)
      throw new PackTooLargeError(tooLarge.data.detail, tooLarge.data.estimate);
    throw error;
  }
}

/** GET maps/:id/packs/: the map's packs the caller may see, `current` telling the fresh ones. */
export async function fetchMapPacks(mapId: number, signal?: AbortSignal): Promise<PackRead[]> {
  const data = await ok(
    api.GET('/api/maps/{id}/packs/', { params: { path: mapPath(mapId) }, signal }),
  );
  return checkedAnswer(packList, data).results;
}

/** GET maps/:id/tile-archives/: the built archives the viewer draws the map's layers from. */
export async function fetchTileArchives(
  mapId: number,
  signal?: AbortSignal,
): Promise<TileArchiveRead[]> {
  const data = await ok(
    api.GET('/api/maps/{id}/tile-archives/', { params: { path: mapPath(mapId) }, signal }),
  );
  return checkedAnswer(tileArchiveList, data).results;
}

/** GET packs/:id/: its state, each archive's progress, and the signed URLs of the ready ones. */
export async function fetchPack(packId: number, signal?: AbortSignal): Promise<PackRead> {
  const data = await ok(
    api.GET('/api/packs/{id}/', { params: { path: packPath(packId) }, signal }),
  );
  return checkedAnswer(packRead, data);
}

/** DELETE packs/:id/. */
export async function deletePack(packId: number): Promise<void> {
  await ok(api.DELETE('/api/packs/{id}/', { params: { path: packPath(packId) } }));
}
