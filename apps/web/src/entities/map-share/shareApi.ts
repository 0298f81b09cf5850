import {
  mapShareRead,
  mapShareValidation,
  mapShareWithToken,
  paginated,
  type MapShareCreate,
  type MapSharePatch,
  type MapShareRead,
  type MapShareValidation,
  type MapShareWithToken,
  type Paginated,
} from '@waymark/contract';
import { BYPASS_HEADER, api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';

/**
 * The guard's check of a share link (spec 2.2): GET mapshares/:token/ with the token in the
 * MapShare header, sent without the session's own authentication header. A refused token
 * (403 'Invalid token.', expired, revoked or rotated away) is thrown as ApiError.
 */
export async function validateShareToken(token: string): Promise<MapShareValidation> {
  const data = await ok(
    api.GET('/api/mapshares/{id}/', {
      params: { path: { id: token } },
      headers: { MapShare: `Token ${token}`, [BYPASS_HEADER]: 'true' },
    }),
  );
  return checkedAnswer(mapShareValidation, data);
}

/** POST mapshares/: the new share with its token and link, shown this once. */
export async function createShare(body: MapShareCreate): Promise<MapShareWithToken> {
  return checkedAnswer(mapShareWithToken, await ok(api.POST('/api/mapshares/', { body })));
}

export interface ShareListQuery {
  page: number;
  items: number;
  ordering: string;
  search: string;
  status: MapShareRead['status'] | null;
  map: number | null;
}

const EMPTY_PAGE: Paginated<MapShareRead> = { count: 0, next: null, previous: null, results: [] };

/**
 * GET organisations/:id/mapshares/, a page at a time. Without an organisation the call is
 * logged and not sent (section 7).
 */
export async function fetchOrganisationShares(
  organisationId: number | null,
  query: ShareListQuery,
): Promise<Paginated<MapShareRead>> {
  if (organisationId === null) {
    console.warn('getOrganisationMapShares failed');
    return EMPTY_PAGE;
  }
  const data = await ok(
    api.GET('/api/organisations/{id}/mapshares/', {
      params: {
        path: { id: idOf(organisationId) },
        query: {
          page: String(query.page),
          items: String(query.items),
          ...(query.ordering ? { ordering: query.ordering } : {}),
          ...(query.search ? { search: query.search } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.map !== null ? { map: idOf(query.map) } : {}),
        },
      },
    }),
  );
  return checkedAnswer(paginated(mapShareRead), data);
}

const shareParams = (shareId: number) => ({ path: { id: idOf(shareId) } });

/** GET mapshares/:id/ (the settings' view: never the token, only its first characters). */
export async function fetchShare(shareId: number): Promise<MapShareRead> {
  const data = await ok(api.GET('/api/mapshares/{id}/', { params: shareParams(shareId) }));
  return checkedAnswer(mapShareRead, data);
}

/** PATCH mapshares/:id/: expiry, bounds, note. */
export async function updateShare(shareId: number, body: MapSharePatch): Promise<MapShareRead> {
  const data = await ok(api.PATCH('/api/mapshares/{id}/', { params: shareParams(shareId), body }));
  return checkedAnswer(mapShareRead, data);
}

/** DELETE mapshares/:id/ (204): the link is refused at once. */
export async function revokeShare(shareId: number): Promise<void> {
  await ok(api.DELETE('/api/mapshares/{id}/', { params: shareParams(shareId) }));
}

/** POST mapshares/:id/rotate/: a new link for the same share; the old one stops working. */
export async function rotateShare(shareId: number): Promise<MapShareWithToken> {
  const data = await ok(api.POST('/api/mapshares/{id}/rotate/', { params: shareParams(shareId) }));
  return checkedAnswer(mapShareWithToken, data);
}
