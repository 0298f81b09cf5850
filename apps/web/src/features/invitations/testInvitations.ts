import type { InvitationRead, Profile } from '@waymark/contract';
import { invitationAbilities } from '../../test/abilities.js';
import { layout, map, profileWith } from '../../test/fixtures.js';
import { mockApi, type MockAnswer, type MockRequest } from '../../test/mockApi.js';

type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** An open invitation of 'ben@example.com' to 'Demo Rail Surveys' (id 1), sent by Ada. */
export function invitationRead(overrides: Partial<InvitationRead> = {}): InvitationRead {
  return {
    id: 11,
    organisation: { id: 1, name: 'Demo Rail Surveys' },
    email: 'ben@example.com',
    admin: false,
    invited_by: { first_name: 'Ada', last_name: 'Byrne' },
    status: 'pending',
    created_at: '2026-03-02T10:00:00.000Z',
    expires_at: '2026-03-16T10:00:00.000Z',
    responded_at: null,
    abilities: invitationAbilities(false, { view: true }),
    ...overrides,
  };
}

export const invitationPage = (results: InvitationRead[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

/** Ada, admin of 'Demo Rail Surveys' (id 1), who may open Users and (or not) add users to it. */
export function organisationAdmin(addUser = true): Profile {
  const admin = profileWith({ open_users_settings: true }, { add_user: addUser });
  return { ...admin, organisations: admin.organisations.map((o) => ({ ...o, admin: true })) };
}

/** Signed in as `me`, with the app's start-up answers and `routes` on top. */
export function signedIn(me: Profile, routes: Record<string, Route> = {}) {
  localStorage.setItem('token', 'b'.repeat(40));
  return mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: me },
    'GET /api/organisations/1/maps/': { body: [map()] },
    'GET /api/maps/1/': { body: map() },
    'GET /api/organisations/1/users/': { body: [] },
    'GET /api/users/': { body: invitationPage([]) },
    'GET /api/invitations/': { body: invitationPage([]) },
    ...routes,
  });
}
