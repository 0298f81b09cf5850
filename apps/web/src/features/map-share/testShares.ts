import type { MapShareRead, MapShareValidation, MapShareWithToken } from '@waymark/contract';
import { mapShareAbilities } from '../../test/abilities.js';

/** A share token as the server makes them: 43 base64url characters. */
export const SHARE_TOKEN = 'Sh4re_t0ken-'.padEnd(43, 'x');

/** The share viewer's validation answer (GET mapshares/:token/). */
export function shareValidation(overrides: Partial<MapShareValidation> = {}): MapShareValidation {
  return {
    token: SHARE_TOKEN,
    map: 3,
    map_title: 'Shared corridor',
    expiry: '2030-01-02T09:05:00.000Z',
    created_by: { first_name: 'Ada', last_name: 'Byrne' },
    bounds: null,
    markups: 'hidden',
    ...overrides,
  };
}

/** A share as the settings read it. */
export function shareRead(overrides: Partial<MapShareRead> = {}): MapShareRead {
  return {
    id: 7,
    map: 1,
    map_title: 'Demo map',
    organisation_id: 1,
    token_prefix: 'Sh4re_t0',
    expiry: '2030-01-02T09:05:00.000Z',
    bounds: null,
    note: 'For the council',
    markups: 'hidden',
    created_by: { first_name: 'Ada', last_name: 'Byrne' },
    created_at: '2026-03-01T10:00:00.000Z',
    revoked_at: null,
    status: 'active',
    first_used_at: null,
    last_used_at: null,
    request_count: 0,
    client_count: 0,
    abilities: mapShareAbilities(),
    ...overrides,
  };
}

/** A share with its token and link, as creation and rotation answer. */
export function shareWithToken(overrides: Partial<MapShareWithToken> = {}): MapShareWithToken {
  const share = shareRead(overrides);
  return {
    ...share,
    token: SHARE_TOKEN,
    link: `http://localhost:3000/maps/${share.map}/share/${SHARE_TOKEN}/`,
    ...overrides,
  };
}
