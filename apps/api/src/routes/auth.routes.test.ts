import { describe, expect, it } from 'vitest';
import { PASSWORD, useTestApp } from '../test/test-app.js';

describe('auth API', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '5' });

  it('logs in with a 40-hex key that authenticates as the user', async () => {
    const orgId = await t.createOrganisation('Acme Surveys', 'acme.test');
    const user = await t.createUser({
      email: 'ann@acme.test',
      organisations: [{ id: orgId, admin: true }],
      permissions: ['maps.change_map'],
    });
    expect(user.token).toMatch(/^[0-9a-f]{40}$/);

    const me = await t.request('GET', '/api/users/me/', { token: user.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: 'ann@acme.test',
      first_name: 'ann',
      last_name: 'Tester',
      name: 'ann Tester',
      permissions: ['maps.change_map'],
      organisations: [
        {
          id: orgId,
          name: 'Acme Surveys',
          admin: true,
          domain: 'acme.test',
          alt_domains: [],
          layout: null,
          map: null,
        },
      ],
      impersonated_by: null,
    });
    const authUser = await t.request('GET', '/api/auth/user/', { token: user.token });
    expect(authUser.json()).toEqual(me.json());
  });

  it('stores only a digest of the key', async () => {
    const user = await t.createUser({ email: 'digest@acme.test' });
    const rows = await t.db
      .selectFrom('auth_tokens')
      .select('key_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash.toString('hex')).not.toContain(user.token);
    expect(rows[0]?.key_hash).toHaveLength(32);
  });

  it('answers wrong credentials with the spec text, for unknown and known emails alike', async () => {
    await t.createUser({ email: 'bob@acme.test' });
    for (const body of [
      { email: 'bob@acme.test', password: 'wrong-password' },
      { email: 'nobody@acme.test', password: PASSWORD },
    ]) {
      const res = await t.request('POST', '/api/auth/login/', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        non_field_errors: ['Unable to log in with provided credentials.'],
      });
    }
  });

  it('logs in regardless of the email case', async () => {
    await t.createUser({ email: 'Case@Acme.test' });
    const res = await t.request('POST', '/api/auth/login/', {
      body: { email: 'case@acme.TEST', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('validates the login payload field by field', async () => {
    const missing = await t.request('POST', '/api/auth/login/', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });

    const wrongTypes = await t.request('POST', '/api/auth/login/', {
      body: { email: 12, password: ['x'] },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json()).sort()).toEqual(['email', 'password']);

    const oversize = await t.request('POST', '/api/auth/login/', {
      body: { email: `${'a'.repeat(250)}@x.io`, password: 'p'.repeat(129) },
    });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().password).toEqual([
      'Ensure this field has no more than 128 characters.',
    ]);
    expect(oversize.json().email).toEqual(['Ensure this field has no more than 254 characters.']);

    const badJson = await t.request('POST', '/api/auth/login/', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ detail: 'JSON parse error.' });
  });

  it('rejects unknown and revoked tokens with "Invalid token."', async () => {
    const unknown = await t.request('GET', '/api/users/me/', { token: 'f'.repeat(40) });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ detail: 'Invalid token.' });

    const user = await t.createUser({ email: 'carol@acme.test' });
    const logout = await t.request('POST', '/api/auth/logout/', { token: user.token });
    expect(logout.statusCode).toBe(200);
    const after = await t.request('GET', '/api/users/me/', { token: user.token });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('answers users/me/ without credentials with 403', async () => {
    const res = await t.request('GET', '/api/users/me/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers the same without the trailing slash, body included', async () => {
    await t.createUser({ email: 'slash@acme.test' });
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'slash@acme.test', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().key).toMatch(/^[0-9a-f]{40}$/);
  });

  it('rate limits login per client and email with Retry-After', async () => {
    const body = { email: 'target@acme.test', password: 'nope-nope' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await t.request('POST', '/api/auth/login/', { body })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await t.request('POST', '/api/auth/login/', { body });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/^Request was throttled/);
    // Another email from the same client is counted apart.
    const other = await t.request('POST', '/api/auth/login/', {
      body: { ...body, email: 'other@acme.test' },
    });
    expect(other.statusCode).toBe(400);
  });
});
