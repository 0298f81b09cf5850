import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, NO_PERMISSION, NOT_FOUND } from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('impersonation API: rules', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let target: TestUser;
  let seq = 0;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    target = await t.createUser({
      email: 'target@acme.test',
      organisations: [{ id: acme }],
      permissions: ['maps.add_map'],
    });
  });

  /** A fresh profiles.impersonate holder of Acme, so tests do not share a token's state. */
  const supporter = () =>
    t.createUser({
      email: `support${(seq += 1)}@acme.test`,
      organisations: [{ id: acme }],
      permissions: ['profiles.impersonate'],
    });
  const me = async (token: string) => (await t.request('GET', '/api/users/me/', { token })).json();
  const acquire = (token: string, userPk: unknown) =>
    t.request('POST', '/api/impersonate/acquire/', { token, body: { user_pk: userPk } });
  const release = (token: string) => t.request('POST', '/api/impersonate/release/', { token });

  it('refuses to impersonate oneself, a superuser or an inactive user', async () => {
    const support = await supporter();
    const root = await t.createUser({
      email: 'root@acme.test',
      superuser: true,
      organisations: [{ id: acme }],
    });
    const inactive = await t.createUser({
      email: 'inactive@acme.test',
      organisations: [{ id: acme }],
    });
    await t.container.repos.users.update(inactive.id, { is_active: false });
    expectError(await acquire(support.token, support.id), 403, {
      detail: 'You cannot impersonate yourself.',
    });
    expectError(await acquire(support.token, root.id), 403, {
      detail: 'A superuser cannot be impersonated.',
    });
    expectError(await acquire(support.token, inactive.id), 403, {
      detail: 'This user is not active.',
    });
    expect((await me(support.token)).impersonated_by).toBeNull();
  });

  it('answers 404 for a user of another organisation or an unknown user', async () => {
    const support = await supporter();
    const outsider = await t.createUser({
      email: 'outsider@other.test',
      organisations: [{ id: other }],
    });
    expectError(await acquire(support.token, outsider.id), 404, NOT_FOUND);
    expectError(await acquire(support.token, 999999), 404, NOT_FOUND);
    expect((await me(support.token)).id).toBe(support.id);
  });

  it('impersonates per token: the real user’s other sessions are unaffected', async () => {
    const support = await supporter();
    const secondToken = await t.login(support.email);
    expect((await acquire(support.token, target.id)).statusCode).toBe(200);
    expect((await me(secondToken)).id).toBe(support.id);
    expect((await me(support.token)).id).toBe(target.id);
  });

  it('ends the impersonation once its conditions no longer hold', async () => {
    const changes: [string, (supportId: number, targetId: number) => Promise<unknown>][] = [
      [
        'target made superuser',
        (_s, id) => t.container.repos.users.update(id, { is_superuser: true }),
      ],
      ['target deactivated', (_s, id) => t.container.repos.users.update(id, { is_active: false })],
      [
        'target left the organisation',
        (_s, id) => t.db.deleteFrom('memberships').where('user_id', '=', id).execute(),
      ],
      [
        'real user lost profiles.impersonate',
        (supportId) => t.container.repos.users.setPermissions(supportId, []),
      ],
    ];
    for (const [label, change] of changes) {
      const support = await supporter();
      const victim = await t.createUser({
        email: `victim${seq}@acme.test`,
        organisations: [{ id: acme }],
      });
      expect((await acquire(support.token, victim.id)).statusCode).toBe(200);
      await change(support.id, victim.id);
      const now = await me(support.token);
      expect({
        label,
        id: now.id,
        impersonated_by: now.impersonated_by,
        is_superuser: now.is_superuser,
      }).toEqual({
        label,
        id: support.id,
        impersonated_by: null,
        is_superuser: false,
      });
      expectError(await release(support.token), 403, { detail: 'No impersonation is active.' });
      const ended = await t.db
        .selectFrom('audit_log')
        .select(['actor_id', 'as_user_id'])
        .where('action', '=', 'impersonate.end')
        .where('actor_id', '=', support.id)
        .execute();
      expect(ended).toEqual([{ actor_id: support.id, as_user_id: victim.id }]);
    }
  });

  it('acts with the target’s rights, audited as the real user, who keeps the impersonation list', async () => {
    const support = await supporter();
    const manager = await t.createUser({
      email: 'manager@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['users.change_user', 'users.delete_user'],
    });
    expect((await acquire(support.token, manager.id)).statusCode).toBe(200);
    // As the manager: the manager's rights, but never to delete the real user behind the token.
    expectError(
      await t.request('DELETE', `/api/users/${support.id}/`, { token: support.token }),
      403,
      {
        detail: 'You cannot delete yourself.',
      },
    );
    const patch = await t.request('PATCH', `/api/users/${target.id}/`, {
      token: support.token,
      body: { last_name: 'Edited' },
    });
    expect(patch.statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'as_user_id'])
      .where('action', '=', 'user.update')
      .execute();
    expect(audit).toEqual([{ actor_id: support.id, as_user_id: manager.id }]);

    // Switch straight to a user without any permission: the list for the control still loads.
    expect((await acquire(support.token, target.id)).statusCode).toBe(200);
    const list = await t.request('GET', `/api/organisations/${acme}/users/`, {
      token: support.token,
    });
    expect(list.statusCode).toBe(200);
    expectError(
      await t.request('GET', `/api/users/${manager.id}/`, { token: support.token }),
      403,
      NO_PERMISSION,
    );
  });
});
