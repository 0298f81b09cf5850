import type {
  LayerRead,
  MapRead,
  OrganisationAbilities,
  Profile,
  SessionAbilities,
} from '@waymark/contract';
import { layout, map as baseMap, profileWith } from '../../test/fixtures.js';
import { layer as baseLayer } from '../../test/layers.js';
import { mockApi, type MockAnswer, type MockRequest } from '../../test/mockApi.js';

type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** A layer as the API reads it now (with its owner's name and figures). */
export function layerRead(overrides: Partial<LayerRead> = {}): LayerRead {
  return {
    ...baseLayer(),
    owner_name: null,
    feature_count: 0,
    file_count: 0,
    progress: null,
    error_code: null,
    ...overrides,
  };
}

/** A map of 'Demo Rail Surveys' (id 1) as the API reads it, owned by Ada (id 1). */
export function mapRead(overrides: Partial<MapRead> = {}): MapRead {
  return {
    ...baseMap(),
    owner: { id: 1 },
    owner_name: 'Ada Byrne',
    created_at: '2026-03-01T08:00:00Z',
    updated_at: '2026-03-04T09:05:00Z',
    ...overrides,
  };
}

/**
 * The signed-in user (id 1, Ada), who may open the Maps screen, with `session` and (in 'Demo
 * Rail Surveys') `organisation` abilities on top.
 */
export function editor(
  session: Partial<SessionAbilities> = {},
  organisation: Partial<OrganisationAbilities> = {},
): Profile {
  return profileWith({ open_maps_settings: true, ...session }, organisation);
}

/** Signed in as `me`, with the app's start-up answers and `routes` on top. */
export function signedIn(me: Profile, routes: Record<string, Route> = {}) {
  localStorage.setItem('token', 'a'.repeat(40));
  return mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: me },
    'GET /api/organisations/1/maps/': { body: [mapRead()] },
    'GET /api/organisations/1/users/': { body: [] },
    ...routes,
  });
}

/** The JSON body a request sent. */
export function jsonOf(request: MockRequest | undefined): unknown {
  return JSON.parse(String(request?.body ?? 'null'));
}

export const page = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
