import {
  ACCESS_KEY_ACTIONS,
  INVITATION_ACTIONS,
  ORGANISATION_ACTIONS,
  USER_ACTIONS,
} from '@waymark/contract';
import { digest, newKey } from '../../services/secrets.js';
import { ask, freshSession, type Caller } from './ability-callers.js';
import {
  abilitiesInPages,
  abilitiesOf,
  EXPIRY,
  unique,
  type CheckContext,
  type EntityCheck,
  type Subject,
} from './ability-checks.js';

/** Users, organisations and access keys. */
export function peopleChecks({ t, aw }: CheckContext): EntityCheck[] {
  const { world } = aw;
  const { users, accessKeys } = t.container.repos;

  /** A new member of A holding one permission: what changing permissions can take away. */
  const memberOfA = async () => {
    const id = await world.newMemberOfA();
    await users.setPermissions(id, ['maps.add_map']);
    return id;
  };
  /** The user a caller acts as: the impersonated one while impersonating. */
  const selfOf = (caller: Caller) =>
    caller.name === 'impersonating' ? world.userIds.shared : caller.realUserId;

  const keyOf = (owner: number) => async () => {
    const key = `wmk_${newKey()}`;
    return accessKeys.create({
      userId: owner,
      name: unique('Key'),
      keyHash: digest(key),
      prefix: key.slice(0, 12),
      expiresAt: new Date(EXPIRY()),
    });
  };
  const keys: Subject[] = [
    { label: 'the editor’s key', id: 0, fresh: keyOf(world.userIds.editor) },
    { label: 'a member’s key', id: 0, fresh: keyOf(world.memberOfA) },
  ];
  const keyLists = (caller: Caller) =>
    ['/api/access-keys/', `/api/organisations/${world.orgA}/access-keys/`].map((url) =>
      ask(t, caller, 'GET', url),
    );

  /** A new open invitation of A's plain member into B, by B's admin; the member not in B. */
  const invitationOfMember = async () => {
    await t.db
      .deleteFrom('memberships')
      .where('user_id', '=', world.userIds.member)
      .where('organisation_id', '=', world.orgB)
      .execute();
    return t.container.repos.invitations.invite({
      organisationId: world.orgB,
      userId: world.userIds.member,
      email: 'member@alpha.test',
      admin: false,
      invitedBy: world.userIds.otherAdmin,
      expiresAt: new Date(EXPIRY()),
    });
  };
  const invitationLists = (caller: Caller) =>
    ['/api/invitations/', `/api/organisations/${world.orgB}/invitations/`].map((url) =>
      ask(t, caller, 'GET', url),
    );

  const organisations: Subject[] = [
    { label: 'A', id: world.orgA, fresh: async () => world.orgA },
    { label: 'B', id: world.orgB, fresh: async () => world.orgB },
  ];
  const mapOf = (organisation: number) =>
    organisation === world.orgA ? world.a.ORG.map : world.b.map;

  return [
    {
      entity: 'user',
      actions: USER_ACTIONS,
      subjects: async (caller) => {
        const others: Subject[] = [
          { label: 'a member of A', id: world.memberOfA, fresh: memberOfA },
          { label: 'the editor', id: world.userIds.editor, fresh: memberOfA },
        ];
        const self = selfOf(caller);
        if (self === null) return others;
        // Oneself cannot be made anew: every action that would need it is refused.
        return [...others, { label: 'self', id: self, fresh: async () => self }];
      },
      read: async (caller, user) =>
        abilitiesOf(await ask(t, caller, 'GET', `/api/users/${user.id}/`)),
      act: async (caller, user, action) => {
        switch (action) {
          case 'change':
            return ask(t, caller, 'PATCH', `/api/users/${user.id}/`, { last_name: 'Checked' });
          case 'change_permissions':
            return ask(t, caller, 'PATCH', `/api/users/${await user.fresh()}/`, {
              permissions: [],
              organisation: world.orgA,
              admin: true,
            });
          case 'delete':
            return ask(t, caller, 'DELETE', `/api/users/${await user.fresh()}/`);
          case 'impersonate': {
            const session = await freshSession(t, caller);
            const res = await ask(t, session, 'POST', '/api/impersonate/acquire/', {
              user_pk: user.id,
            });
            if (res.statusCode === 200) await ask(t, session, 'POST', '/api/impersonate/release/');
            return res;
          }
          case 'reset_two_factor':
            return ask(t, caller, 'POST', `/api/users/${await user.fresh()}/two-factor/reset/`);
          default:
            return ask(t, caller, 'GET', `/api/users/${user.id}/`);
        }
      },
    },
    {
      entity: 'access key',
      actions: ACCESS_KEY_ACTIONS,
      // Each caller looks at keys made for them to find (or not).
      subjects: async () => Promise.all(keys.map(async (k) => ({ ...k, id: await k.fresh() }))),
      read: async (caller, key) => abilitiesInPages(await Promise.all(keyLists(caller)), key.id),
      act: async (caller, key) =>
        ask(t, caller, 'DELETE', `/api/access-keys/${await key.fresh()}/`),
    },
    {
      entity: 'invitation',
      actions: INVITATION_ACTIONS,
      subjects: async () => [
        {
          label: 'of A’s member into B',
          id: await invitationOfMember(),
          fresh: invitationOfMember,
        },
      ],
      read: async (caller, invitation) =>
        abilitiesInPages(await Promise.all(invitationLists(caller)), invitation.id),
      act: async (caller, invitation, action) =>
        ask(t, caller, 'POST', `/api/invitations/${await invitation.fresh()}/${action}/`),
    },
    {
      entity: 'organisation',
      actions: ORGANISATION_ACTIONS,
      subjects: async () => organisations,
      read: async (caller, org) =>
        abilitiesOf(await ask(t, caller, 'GET', `/api/organisations/${org.id}/`)),
      act: async (caller, org, action) => {
        switch (action) {
          case 'change': {
            const { name } = (await t.container.repos.organisations.findById(org.id))!;
            return ask(t, caller, 'PATCH', `/api/organisations/${org.id}/`, { name });
          }
          case 'view_users':
            return ask(t, caller, 'GET', `/api/users/?organisation=${org.id}`);
          case 'add_user':
            return ask(t, caller, 'POST', '/api/users/', {
              email: `${unique('new').replace(' ', '')}@alpha.test`,
              organisation: org.id,
            });
          case 'view_access_keys':
            return ask(t, caller, 'GET', `/api/organisations/${org.id}/access-keys/`);
          case 'view_mapshares':
            return ask(t, caller, 'GET', `/api/organisations/${org.id}/mapshares/`);
          case 'view_usage':
            return ask(t, caller, 'GET', `/api/organisations/${org.id}/usage/`);
          case 'view_audit_log':
            return ask(t, caller, 'GET', `/api/organisations/${org.id}/audit-log/`);
          case 'add_map':
            return ask(t, caller, 'POST', '/api/maps/', {
              name: unique('Map'),
              organisation_id: org.id,
            });
          case 'add_layer':
            return ask(t, caller, 'POST', '/api/layers/', {
              name: unique('Layer'),
              organisation_id: org.id,
            });
          case 'add_mapshare':
            return ask(t, caller, 'POST', '/api/mapshares/', {
              map: mapOf(org.id),
              expiry: EXPIRY(),
            });
          case 'manage_markup_categories':
            return ask(t, caller, 'POST', `/api/organisations/${org.id}/markup-categories/`, {
              name: unique('Category'),
              icon: 'pin',
            });
          default:
            return ask(t, caller, 'GET', `/api/organisations/${org.id}/`);
        }
      },
      // Outside the caller's organisations, these name an organisation (or a map) that does not
      // exist for them: a field error, as for any unknown id.
      refusedAsField: {
        add_user: 'organisation',
        add_map: 'organisation_id',
        add_layer: 'organisation_id',
        add_mapshare: 'map',
      },
    },
  ];
}
