import type { MapShareRead, OrganisationAbilities } from '@waymark/contract';
import { map } from '../../../test/fixtures.js';
import type { MockAnswer, MockRequest } from '../../../test/mockApi.js';
import { editor, signedIn } from '../../users-admin/testFixtures.js';

type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** A page of shares as the list endpoint answers it. */
export const sharesPage = (results: MapShareRead[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/**
 * Signed in, may open the Map Shares screen, with `organisation` abilities in 'Demo Rail
 * Surveys', which has two maps.
 */
export function signedInWith(
  organisation: Partial<OrganisationAbilities> = {},
  routes: Record<string, Route> = {},
) {
  return signedIn(editor({ open_mapshares_settings: true }, organisation), {
    'GET /api/organisations/1/maps/': {
      body: [map(), map({ id: 2, name: 'Bridges', title: 'Bridge survey' })],
    },
    ...routes,
  });
}
