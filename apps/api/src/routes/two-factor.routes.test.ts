import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessKey } from '../test/access-keys.js';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { useTestApp } from '../test/test-app.js';
import { auditEntries, codeFor, enrol } from '../test/two-factor.js';

describe('two-factor set-up and turning it off', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '3' });
  let org: number;
  let seq = 0;

  beforeAll(async () => {
    org = await t.createOrganisation('Factor Rail', 'factor.test');
  });

  const newUser = () =>
    t.createUser({ email: `user${(seq += 1)}@factor.test`, organisations: [{ id: org }] });
  const post = (token: string, what: string, body?: unknown) =>
    t.request('POST', `/api/auth/two-factor/${what}/`, { token, body });
  const profileOf = async (token: string) =>
    (await t.request('GET', '/api/users/me/', { token })).json();

  it('answers a secret and its otpauth URI, keeps it only sealed, and a new start replaces it', async () => {
    const user = await newUser();
    const first = await post(user.token, 'setup');
    expect(first.statusCode).toBe(200);
    const { secret, otpauth_url } = first.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_url);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Waymark:${user.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Waymark');
    expect(uri.searchParams.get('secret')).toBe(secret);

    const row = await t.db
      .selectFrom('user_second_factors')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^v1:/);
    expect(row.secret_sealed).not.toContain(secret);
    expect(row.confirmed_at).toBeNull();

    const second = (await post(user.token, 'setup')).json();
    expect(second.secret).not.toBe(secret);
    // The first secret's code confirms nothing now.
    const stale = await post(user.token, 'confirm', { code: await codeFor(secret) });
    expectFieldErrors(stale, ['code']);
    expect((await profileOf(user.token)).two_factor).toEqual({
      enabled: false,
      setup_required: false,
    });
  });

  it('turns on with a first code, answers ten recovery codes once, and keeps only their digests', async () => {
    const user = await newUser();
    const { recoveryCodes } = await enrol(t, user.token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(10);
    const hex = stored.map((row) => row.code_hash.toString('hex')).join();
    for (const code of recoveryCodes) expect(hex).not.toContain(Buffer.from(code).toString('hex'));

    expect((await profileOf(user.token)).two_factor).toEqual({
      enabled: true,
      setup_required: false,
    });
    const again = await post(user.token, 'setup');
    expectFieldErrors(again, ['non_field_errors']);
    expect(again.json().non_field_errors[0]).toMatch(/already on/);
    const [entry] = (await auditEntries(t, 'auth.two_factor_enable')).filter(
      (e) => e.object_id === String(user.id),
    );
    expect(entry).toMatchObject({ actor_id: user.id, as_user_id: null, object_type: 'user' });
  });

  it('refuses a wrong first code, and counts wrong codes toward a limit per user', async () => {
    const user = await newUser();
    const { secret } = (await post(user.token, 'setup')).json();
    for (let i = 0; i < 3; i++) {
      expectFieldErrors(await post(user.token, 'confirm', { code: '000000' }), ['code']);
    }
    // Past the limit even the right code waits: guesses cannot go on.
    const limited = await post(user.token, 'confirm', { code: await codeFor(secret) });
    expectError(limited, 429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect((await profileOf(user.token)).two_factor.enabled).toBe(false);
  });

  it('turns off with a current code or a recovery code, not with a wrong or used one', async () => {
    const user = await newUser();
    const { secret, recoveryCodes, usedCode } = await enrol(t, user.token);
    expectFieldErrors(await post(user.token, 'disable', { code: '123456' }), ['code']);
    // The code that confirmed the set-up was used: it cannot turn it off.
    const replayed = await post(user.token, 'disable', { code: usedCode });
    expectFieldErrors(replayed, ['code']);
    expect(replayed.json().code[0]).toMatch(/used already/);
    const off = await post(user.token, 'disable', { code: await codeFor(secret, 1) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await profileOf(user.token)).two_factor.enabled).toBe(false);
    expectFieldErrors(await post(user.token, 'disable', { code: '123456' }), ['non_field_errors']);

    const other = await newUser();
    const second = await enrol(t, other.token);
    const byRecovery = await post(other.token, 'disable', {
      code: ` ${second.recoveryCodes[3]!.toUpperCase()} `,
    });
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    expect(recoveryCodes).not.toContain(second.recoveryCodes[3]);
    const entries = await auditEntries(t, 'auth.two_factor_disable');
    expect(entries.map((e) => [e.object_id, e.details])).toEqual([
      [String(user.id), { method: 'totp' }],
      [String(other.id), { method: 'recovery_code' }],
    ]);
  });

  it('is set up by the account’s own user only: not with an access key, not while impersonating', async () => {
    const user = await newUser();
    const { key } = await createAccessKey(t, user.token);
    expectError(await post(key, 'setup'), 403);
    const support = await t.createUser({
      email: `support${(seq += 1)}@factor.test`,
      organisations: [{ id: org }],
      permissions: ['profiles.impersonate'],
    });
    const acquired = await t.request('POST', '/api/impersonate/acquire/', {
      token: support.token,
      body: { user_pk: user.id },
    });
    expect(acquired.statusCode).toBe(200);
    const refused = await post(support.token, 'setup');
    expectError(refused, 403);
    expect(refused.json().detail).toMatch(/impersonating/);
    expect((await profileOf(support.token)).abilities.manage_two_factor).toBe(false);
  });

  it('never answers the secret or the recovery codes again, nor writes them in the audit log', async () => {
    const admin = await t.createUser({
      email: `admin${(seq += 1)}@factor.test`,
      organisations: [{ id: org, admin: true }],
      permissions: ['users.change_user'],
    });
    const user = await newUser();
    const { secret, recoveryCodes } = await enrol(t, user.token);
    const login = await t.request('POST', '/api/auth/login/', {
      body: { email: user.email, password: 'Correct-Horse-42', code: await codeFor(secret, 1) },
    });
    expect(login.statusCode).toBe(200);
    const answers = [
      await t.request('GET', '/api/users/me/', { token: user.token }),
      await t.request('GET', `/api/users/${user.id}/`, { token: admin.token }),
      await t.request('GET', '/api/users/', {
        token: admin.token,
        query: { organisation: String(org) },
      }),
      await t.request('GET', `/api/organisations/${org}/audit-log/`, { token: admin.token }),
    ];
    const audit = await t.db.selectFrom('audit_log').select('details').execute();
    const seen = [...answers.map((a) => a.body), JSON.stringify(audit)].join('\n');
    expect(seen).toContain(user.email);
    for (const text of [secret, ...recoveryCodes]) expect(seen).not.toContain(text);
  });
});
