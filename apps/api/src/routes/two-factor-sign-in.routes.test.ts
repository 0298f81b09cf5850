import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { PASSWORD, useTestApp } from '../test/test-app.js';
import { auditEntries, codeFor, enrol, type Enrolled } from '../test/two-factor.js';

const CHALLENGE = { code: [expect.any(String)], two_factor_required: true };

describe('password sign-in with a second factor', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '4' });
  let seq = 0;

  /** A new user with two-factor sign-in on. */
  const enrolledUser = async (): Promise<{ id: number; email: string } & Enrolled> => {
    const user = await t.createUser({ email: `signin${(seq += 1)}@factor.test` });
    return { ...user, ...(await enrol(t, user.token)) };
  };
  const login = (email: string, code?: string, password = PASSWORD) =>
    t.request('POST', '/api/auth/login/', {
      body: { email, password, ...(code === undefined ? {} : { code }) },
    });
  const failures = async (userId: number) =>
    (await auditEntries(t, 'auth.login_failed'))
      .filter((entry) => entry.actor_id === userId)
      .map((entry) => entry.details);
  const methods = async (userId: number) =>
    (await auditEntries(t, 'auth.login'))
      .filter((entry) => entry.actor_id === userId)
      .map((entry) => (entry.details as { method: string }).method);

  let user: Awaited<ReturnType<typeof enrolledUser>>;
  beforeAll(async () => {
    user = await enrolledUser();
  });

  it('asks for the code after a right password, without counting it as a failure', async () => {
    // More than the limit: a code only asked for is no failed sign-in.
    for (let i = 0; i < 6; i++) {
      const res = await login(user.email);
      expectError(res, 400, CHALLENGE);
    }
    expect(await failures(user.id)).toEqual([]);
  });

  it('refuses a wrong password with the usual answer, whatever the code', async () => {
    const res = await login(user.email, await codeFor(user.secret, 1), 'Wrong-Password-1');
    expectError(res, 400, { non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('signs in with the code of the moment, and never twice with one code', async () => {
    const signedIn = await enrolledUser();
    const code = await codeFor(signedIn.secret, 1);
    const res = await login(signedIn.email, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().key).toMatch(/^[0-9a-f]{40}$/);
    expect(await methods(signedIn.id)).toEqual(['password', 'password+totp']);

    const replayed = await login(signedIn.email, code);
    expectError(replayed, 400, CHALLENGE);
    expect(replayed.json().code[0]).toMatch(/used already/);
    // A code of an earlier step than the last accepted one is refused too.
    expectError(await login(signedIn.email, signedIn.usedCode), 400, CHALLENGE);
    expect(await failures(signedIn.id)).toEqual([
      { method: 'password+totp', email: signedIn.email, reason: 'replayed_code' },
      { method: 'password+totp', email: signedIn.email, reason: 'replayed_code' },
    ]);
  });

  it('refuses a wrong code as a failed sign-in, audited with its reason', async () => {
    const other = await enrolledUser();
    const res = await login(other.email, '000 000');
    expectError(res, 400, CHALLENGE);
    expect(res.json().code[0]).toMatch(/not right/);
    expect(await failures(other.id)).toEqual([
      { method: 'password+totp', email: other.email, reason: 'wrong_code' },
    ]);
  });

  it('signs in once with each recovery code', async () => {
    const other = await enrolledUser();
    const [first, second] = other.recoveryCodes;
    expect((await login(other.email, first!)).statusCode).toBe(200);
    expectError(await login(other.email, first!), 400, CHALLENGE);
    // Written as people copy them: upper case, spaces around, the dash left out.
    expect(
      (await login(other.email, ` ${second!.replace('-', '').toUpperCase()} `)).statusCode,
    ).toBe(200);
    expect(await methods(other.id)).toEqual([
      'password',
      'password+recovery_code',
      'password+recovery_code',
    ]);
    expect(await failures(other.id)).toEqual([
      { method: 'password+recovery_code', email: other.email, reason: 'wrong_code' },
    ]);
  });

  it('counts wrong codes toward the sign-in limit as wrong passwords are', async () => {
    const other = await enrolledUser();
    for (let i = 0; i < 4; i++) expectError(await login(other.email, '111111'), 400, CHALLENGE);
    const limited = await login(other.email, await codeFor(other.secret, 1));
    expectError(limited, 429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
  });

  it('signs in with the password alone again once the factor is turned off', async () => {
    const other = await enrolledUser();
    const token = (await login(other.email, other.recoveryCodes[0])).json().key as string;
    const off = await t.request('POST', '/api/auth/two-factor/disable/', {
      token,
      body: { code: other.recoveryCodes[1] },
    });
    expect(off.statusCode).toBe(200);
    expect((await login(other.email)).statusCode).toBe(200);
  });
});
