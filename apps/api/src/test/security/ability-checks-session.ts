import { SESSION_ACTIONS } from '@waymark/contract';
import { ask, freshSession, tryUpload, type Caller } from './ability-callers.js';
import {
  abilitiesOf,
  EXPIRY,
  unique,
  type CheckContext,
  type EntityCheck,
} from './ability-checks.js';

/**
 * Abilities that open screens rather than calls: checked against section 6's table instead
 * (abilities-table.routes.test.ts), as no one call says yes or no to them.
 */
export const SCREEN_ABILITIES: readonly string[] = [
  'administer',
  'open_maps_settings',
  'open_layers_settings',
  'open_users_settings',
  'open_organisations_settings',
  'open_mapshares_settings',
];

/** The signed-in user's abilities that belong to no one object (users/me). */
export function sessionCheck({ t, aw }: CheckContext): EntityCheck {
  const { world } = aw;
  /** A map the caller sees, and the organisation they act in. */
  const home = async (caller: Caller) => {
    const seesA = (await ask(t, caller, 'GET', `/api/maps/${world.a.ORG.map}/`)).statusCode === 200;
    return seesA
      ? { map: world.a.ORG.map, organisation: world.orgA }
      : { map: world.b.map, organisation: world.orgB };
  };
  const memberOf = async (organisation: number) => {
    const id = await world.newMemberOfA();
    if (organisation !== world.orgA) {
      await t.container.repos.users.upsertMembership(id, organisation, false);
    }
    return id;
  };
  return {
    entity: 'session',
    actions: SESSION_ACTIONS.filter((a) => !SCREEN_ABILITIES.includes(a)),
    subjects: async () => [{ label: 'users/me', id: 0, fresh: async () => 0 }],
    read: async (caller) => abilitiesOf(await ask(t, caller, 'GET', '/api/users/me/')),
    act: async (caller, _subject, action) => {
      switch (action) {
        case 'upload':
          return tryUpload(t, caller, `map:${(await home(caller)).map}`);
        case 'impersonate': {
          const session = await freshSession(t, caller);
          const user_pk = await memberOf((await home(caller)).organisation);
          const res = await ask(t, session, 'POST', '/api/impersonate/acquire/', { user_pk });
          if (res.statusCode === 200) await ask(t, session, 'POST', '/api/impersonate/release/');
          return res;
        }
        case 'add_organisation':
          return ask(t, caller, 'POST', '/api/organisations/', { name: unique('Organisation') });
        case 'open_audit_log_settings':
          return ask(t, caller, 'GET', '/api/audit-log/');
        case 'manage_two_factor':
          // Starting the set-up changes nothing that counts: the new secret stays unconfirmed.
          return ask(t, caller, 'POST', '/api/auth/two-factor/setup/');
        default:
          return ask(t, caller, 'POST', '/api/access-keys/', {
            name: unique('Key'),
            expires_at: EXPIRY(),
          });
      }
    },
  };
}
