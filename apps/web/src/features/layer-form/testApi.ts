import type { LayerFileRead, LayerRead, Profile } from '@waymark/contract';
import { layout, map } from '../../test/fixtures.js';
import { mockApi, type MockAnswer, type MockRequest } from '../../test/mockApi.js';

type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** Signed in as `user`, with the app's start-up calls and a layer with its files answered. */
export function signedInWithLayer(
  user: Profile,
  layer: LayerRead | null,
  files: LayerFileRead[] = [],
  routes: Record<string, Route> = {},
) {
  localStorage.setItem('token', 'a'.repeat(40));
  return mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: user },
    'GET /api/organisations/1/maps/': { body: [map()] },
    ...(layer
      ? {
          [`GET /api/layers/${layer.id}/`]: { body: layer },
          [`GET /api/layers/${layer.id}/files/`]: { body: files },
        }
      : {}),
    ...routes,
  });
}

/** The JSON body a request sent. */
export function jsonBody(request: MockRequest | undefined): unknown {
  if (!request?.body || typeof request.body !== 'string') return null;
  return JSON.parse(request.body) as unknown;
}
