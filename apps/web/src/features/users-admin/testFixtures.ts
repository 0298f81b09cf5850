import type { OrganisationAbilities, Profile, SessionAbilities, UserRead } from '@waymark/contract';
import { userAbilities } from '../../test/abilities.js';
import { layout, map, profileWith } from '../../test/fixtures.js';
import { mockApi, type MockAnswer, type MockRequest } from '../../test/mockApi.js';

type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** A user as the user administration reads it, in 'Demo Rail Surveys' (id 1). */
export function userRead(overrides: Partial<UserRead> = {}): UserRead {
  return {
    id: 5,
    first_name: 'Ben',
    last_name: 'Walsh',
    name: 'Ben Walsh',
    email: 'ben@example.com',
    is_superuser: false,
    permissions: [],
    organisations: [
      {
        id: 1,
        name: 'Demo Rail Surveys',
        admin: false,
        domain: 'localhost',
        alt_domains: [],
        layout: null,
        map: 1,
      },
    ],
    is_active: true,
    last_login: '2026-03-04T09:05:00Z',
    date_joined: '2025-01-02T08:00:00Z',
    two_factor_enabled: false,
    abilities: userAbilities(),
    ...overrides,
  };
}

/**
 * The signed-in editor (id 1): the session's abilities and those in 'Demo Rail Surveys' as the
 * server would answer them for the scenario, on top of a member's.
 */
export function editor(
  session: Partial<SessionAbilities> = {},
  organisation: Partial<OrganisationAbilities> = {},
  extra: Partial<Profile> = {},
): Profile {
  return profileWith(session, organisation, extra);
}

/** Signed in as `me`, with the app's start-up answers and `routes` on top. */
export function signedIn(me: Profile, routes: Record<string, Route> = {}) {
  localStorage.setItem('token', 'a'.repeat(40));
  return mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: me },
    'GET /api/organisations/1/maps/': { body: [map()] },
    'GET /api/maps/1/': { body: map() },
    'GET /api/organisations/1/users/': { body: [] },
    ...routes,
  });
}

/** The JSON body a request sent. */
export function jsonOf(request: MockRequest | undefined): unknown {
  return JSON.parse(String(request?.body ?? 'null'));
}
