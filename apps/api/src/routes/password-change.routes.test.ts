import { describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NOT_AUTHENTICATED } from '../test/assertions.js';
import { PASSWORD, useTestApp } from '../test/test-app.js';

describe('auth API: password change', () => {
  const t = useTestApp();
  let seq = 0;

  const user = () => t.createUser({ email: `jonathan.smith${(seq += 1)}@acme.test` });
  const change = (
    token: string,
    body: Record<string, unknown>,
    url = '/api/auth/password/change/',
  ) => t.request('POST', url, { token, body });
  const loginStatus = async (email: string, password: string) =>
    (await t.request('POST', '/api/auth/login/', { body: { email, password } })).statusCode;

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const u = await user();
    const res = await change(u.token, {
      old_password: PASSWORD,
      new_password1: 'Velvet-Harbour-31',
      new_password2: 'Velvet-Harbour-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'New password has been saved.' });
    expect(await loginStatus(u.email, 'Velvet-Harbour-31')).toBe(200);
    expect(await loginStatus(u.email, PASSWORD)).toBe(400);
    // The session that made the change goes on.
    expect((await t.request('GET', '/api/users/me/', { token: u.token })).statusCode).toBe(200);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'object_id'])
      .where('action', '=', 'auth.password_change')
      .execute();
    expect(audit).toEqual([{ actor_id: u.id, object_id: String(u.id) }]);
    expect(
      JSON.stringify(await t.db.selectFrom('audit_log').select('details').execute()),
    ).not.toContain('Velvet');
  });

  it('answers the same without the trailing slash', async () => {
    const u = await user();
    const res = await change(
      u.token,
      {
        old_password: PASSWORD,
        new_password1: 'Copper-Meadow-58',
        new_password2: 'Copper-Meadow-58',
      },
      '/api/auth/password/change',
    );
    expect(res.statusCode).toBe(200);
    expect(await loginStatus(u.email, 'Copper-Meadow-58')).toBe(200);
  });

  it('rejects a wrong old password and keeps the current one', async () => {
    const u = await user();
    const res = await change(u.token, {
      old_password: 'not-my-password',
      new_password1: 'Velvet-Harbour-31',
      new_password2: 'Velvet-Harbour-31',
    });
    expect(expectFieldErrors(res, ['old_password'])).toEqual({
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    expect(await loginStatus(u.email, PASSWORD)).toBe(200);
  });

  it('rejects two new passwords that differ', async () => {
    const u = await user();
    const res = await change(u.token, {
      old_password: PASSWORD,
      new_password1: 'Velvet-Harbour-31',
      new_password2: 'Velvet-Harbour-32',
    });
    expect(expectFieldErrors(res, ['new_password2'])).toEqual({
      new_password2: ['The two password fields didn’t match.'],
    });
    expect(await loginStatus(u.email, PASSWORD)).toBe(200);
  });

  it('rejects weak new passwords with the policy’s messages', async () => {
    const u = await user();
    const cases: [string, string][] = [
      ['Sh0rt!', 'This password is too short. It must contain at least 8 characters.'],
      ['73920584617', 'This password is entirely numeric.'],
      ['password123', 'This password is too common.'],
      ['qwertyuiop', 'This password is too common.'],
      ['QWERTYUIOP', 'This password is too common.'],
      [`jonathan.smith${seq}`, 'The password is too similar to the email address.'],
    ];
    for (const [password, message] of cases) {
      const res = await change(u.token, {
        old_password: PASSWORD,
        new_password1: password,
        new_password2: password,
      });
      expect(expectFieldErrors(res, ['new_password2']).new_password2).toContain(message);
    }
    expect(await loginStatus(u.email, PASSWORD)).toBe(200);
  });

  it('validates the payload field by field', async () => {
    const u = await user();
    expect(
      expectFieldErrors(await change(u.token, {}), [
        'old_password',
        'new_password1',
        'new_password2',
      ]),
    ).toEqual({
      old_password: ['This field is required.'],
      new_password1: ['This field is required.'],
      new_password2: ['This field is required.'],
    });
    const long = 'L'.repeat(129);
    expectFieldErrors(
      await change(u.token, { old_password: PASSWORD, new_password1: long, new_password2: long }),
      ['new_password1', 'new_password2'],
    );
  });

  it('requires authentication', async () => {
    const res = await t.request('POST', '/api/auth/password/change/', {
      body: {
        old_password: PASSWORD,
        new_password1: 'Velvet-Harbour-31',
        new_password2: 'Velvet-Harbour-31',
      },
    });
    expectError(res, 403, NOT_AUTHENTICATED);
  });

  it('makes outstanding reset links unusable', async () => {
    const u = await user();
    await t.request('POST', '/api/auth/password/reset/', { body: { email: u.email } });
    const before = await t.db
      .selectFrom('password_resets')
      .select('used_at')
      .where('user_id', '=', u.id)
      .execute();
    expect(before).toEqual([{ used_at: null }]);
    await change(u.token, {
      old_password: PASSWORD,
      new_password1: 'Velvet-Harbour-31',
      new_password2: 'Velvet-Harbour-31',
    });
    const after = await t.db
      .selectFrom('password_resets')
      .select('used_at')
      .where('user_id', '=', u.id)
      .execute();
    expect(after).toEqual([{ used_at: expect.any(Date) }]);
  });
});
