import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectFieldErrors,
  NO_PERMISSION,
  NOT_AUTHENTICATED,
} from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('impersonation API', () => {
  const t = useTestApp();
  let acme: number;
  let target: TestUser;
  let seq = 0;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
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

  it('acts as the target until released (JSON body), and audits both steps', async () => {
    const support = await supporter();
    const res = await acquire(support.token, target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });

    const asTarget = await me(support.token);
    expect(asTarget).toMatchObject({
      id: target.id,
      email: 'target@acme.test',
      permissions: ['maps.add_map'],
    });
    expect(asTarget.impersonated_by).toEqual({ id: support.id, name: `support${seq} Tester` });
    expect((await t.request('GET', '/api/auth/user/', { token: support.token })).json()).toEqual(
      asTarget,
    );

    const back = await release(support.token);
    expect(back.statusCode).toBe(200);
    expect(await me(support.token)).toMatchObject({ id: support.id, impersonated_by: null });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'as_user_id', 'object_id'])
      .where('actor_id', '=', support.id)
      .where('action', 'like', 'impersonate.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'impersonate.acquire',
        actor_id: support.id,
        as_user_id: target.id,
        object_id: String(target.id),
      },
      {
        action: 'impersonate.release',
        actor_id: support.id,
        as_user_id: target.id,
        object_id: String(target.id),
      },
    ]);
  });

  it('accepts user_pk as an urlencoded form field', async () => {
    const support = await supporter();
    const res = await t.request('POST', '/api/impersonate/acquire', {
      token: support.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `user_pk=${target.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(support.token)).id).toBe(target.id);
    expect(
      (await t.request('POST', '/api/impersonate/release', { token: support.token })).statusCode,
    ).toBe(200);
  });

  it('accepts user_pk as a multipart/form-data field (the web app’s FormData)', async () => {
    const support = await supporter();
    const boundary = '----WaymarkFormBoundary7MA4YWxkTrZu0gW';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="user_pk"',
      '',
      String(target.id),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.request('POST', '/api/impersonate/acquire/', {
      token: support.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(support.token)).impersonated_by).toEqual({
      id: support.id,
      name: expect.any(String),
    });

    const missing = await t.request('POST', '/api/impersonate/acquire/', {
      token: support.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="other"',
        '',
        '1',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expectFieldErrors(missing, ['user_pk']);
    expect((await me(support.token)).id).toBe(target.id);
  });

  it('validates user_pk', async () => {
    const support = await supporter();
    for (const value of [undefined, 'abc', 0, -3, 1.5])
      expectFieldErrors(await acquire(support.token, value), ['user_pk']);
  });

  it('answers 403 to release when not impersonating', async () => {
    const support = await supporter();
    expectError(await release(support.token), 403, { detail: 'No impersonation is active.' });
    expectError(await release(target.token), 403);
    expectError(await t.request('POST', '/api/impersonate/release/'), 403, NOT_AUTHENTICATED);
  });

  it('answers 403 to a same-organisation user without profiles.impersonate', async () => {
    const plain = await t.createUser({
      email: 'plain@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['users.change_user'],
    });
    expectError(await acquire(plain.token, target.id), 403, NO_PERMISSION);
    expect((await me(plain.token)).id).toBe(plain.id);
    expectError(
      await t.request('POST', '/api/impersonate/acquire/', { body: { user_pk: target.id } }),
      403,
      NOT_AUTHENTICATED,
    );
  });
});
