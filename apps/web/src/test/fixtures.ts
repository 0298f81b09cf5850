import {
  DEFAULT_LAYOUT,
  type MapRead,
  type OrganisationAbilities,
  type Profile,
  type SessionAbilities,
} from '@waymark/contract';
import { mapAbilities, organisationAbilities, sessionAbilities } from './abilities.js';

export const layout = { ...DEFAULT_LAYOUT, title: 'Demo Rail Surveys' };

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    first_name: 'Ada',
    last_name: 'Byrne',
    name: 'Ada Byrne',
    email: 'ada@example.com',
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
        abilities: organisationAbilities(false, { view: true }),
      },
    ],
    impersonated_by: null,
    // A member without permissions: they may look, and make access keys.
    abilities: sessionAbilities(false, { add_access_key: true }),
    settings: { markup_notices: true },
    two_factor: { enabled: false, setup_required: false },
    ...overrides,
  };
}

/**
 * A profile whose session abilities and abilities in its organisations are a member's with
 * `session` and `organisation` on top: what the server would answer for the scenario a test is
 * about. Tests of a button set the ability it reads, never permissions.
 */
export function profileWith(
  session: Partial<SessionAbilities> = {},
  organisation: Partial<OrganisationAbilities> = {},
  overrides: Partial<Profile> = {},
): Profile {
  const base = profile(overrides);
  return {
    ...base,
    abilities: { ...base.abilities, ...session },
    organisations: base.organisations.map((entry) => ({
      ...entry,
      abilities: { ...entry.abilities, ...organisation },
    })),
  };
}

export function map(overrides: Partial<MapRead> = {}): MapRead {
  return {
    id: 1,
    name: 'Demo map',
    title: 'Demo map',
    description: '',
    attribution: '',
    organisation_id: 1,
    zoom_min: 0,
    zoom_max: 21,
    visibility: 'ORG',
    controls: [],
    files_list: null,
    minimap: 'street-layer',
    bounds: null,
    extent: null,
    bg_layer: 'street',
    terrain_layer_id: null,
    owner: null,
    owner_name: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    layers: [],
    abilities: mapAbilities(),
    ...overrides,
  };
}
