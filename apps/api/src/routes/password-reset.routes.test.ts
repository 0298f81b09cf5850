import { describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, INVALID_TOKEN } from '../test/assertions.js';
import { useSmtpServer } from '../test/smtp.js';
import { PASSWORD, useTestApp } from '../test/test-app.js';

const SENT = { detail: 'Password reset e-mail has been sent.' };
const LINK = /(https?:\/\/[^\s/]+)\/auth\/password\/reset\/confirm\/([^/\s]+)\/([^/\s]+)\//;

describe('auth API: password reset', () => {
  const smtp = useSmtpServer();
  const t = useTestApp(() => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://portal.example/',
    PASSWORD_RESET_RATE_LIMIT: '3',
  }));

  const requestReset = (email: string, host = 'acme.test') =>
    t.request('POST', '/api/auth/password/reset/', { body: { email }, headers: { host } });
  const confirm = (body: Record<string, unknown>) =>
    t.request('POST', '/api/auth/password/reset/confirm/', { body });
  const loginStatus = async (email: string, password: string) =>
    (await t.request('POST', '/api/auth/login/', { body: { email, password } })).statusCode;

  /** Asks for a reset of a user's password; answers the parts of the link mailed to `mailbox`. */
  async function mailedLink(email: string, host = 'acme.test', mailbox = email) {
    const res = await requestReset(email, host);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const mail = await smtp.takeMailTo(mailbox);
    const [, origin, uid, token] = LINK.exec(mail.text) ?? [];
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    return { mail, origin, uid: uid as string, token: token as string };
  }

  it('mails a link that sets a new password once and signs the user out everywhere', async () => {
    const org = await t.createOrganisation('Acme', 'acme.test');
    const user = await t.createUser({ email: 'reset.me@acme.test', organisations: [{ id: org }] });
    const otherToken = await t.login(user.email);

    const { mail, origin, uid, token } = await mailedLink(
      'RESET.me@acme.test',
      'acme.test',
      user.email,
    );
    expect(mail.subject).toBe('Password reset');
    expect(mail.from).toBe('no-reply@localhost');
    expect(origin).toBe('http://acme.test');
    expect(mail.text).toContain('expires in 3 days');

    const weak = await confirm({
      uid,
      token,
      new_password1: 'qwertyuiop',
      new_password2: 'qwertyuiop',
    });
    expect(expectFieldErrors(weak, ['new_password2']).new_password2).toEqual([
      'This password is too common.',
    ]);
    const mismatch = await confirm({
      uid,
      token,
      new_password1: 'Amber-Quarry-64',
      new_password2: 'Amber-Quarry-65',
    });
    expectFieldErrors(mismatch, ['new_password2']);

    const ok = await confirm({
      uid,
      token,
      new_password1: 'Amber-Quarry-64',
      new_password2: 'Amber-Quarry-64',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: 'Password has been reset with the new password.' });
    expect(await loginStatus(user.email, 'Amber-Quarry-64')).toBe(200);
    expect(await loginStatus(user.email, PASSWORD)).toBe(400);
    for (const old of [user.token, otherToken]) {
      expectError(await t.request('GET', '/api/users/me/', { token: old }), 403, INVALID_TOKEN);
    }

    const reuse = await confirm({
      uid,
      token,
      new_password1: 'Other-Quarry-99',
      new_password2: 'Other-Quarry-99',
    });
    expect(expectFieldErrors(reuse, ['token'])).toEqual({ token: ['Invalid value'] });
    expect(await loginStatus(user.email, 'Amber-Quarry-64')).toBe(200);

    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.id)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.password_reset_request', 'auth.password_reset']),
    );
  });

  it('answers the same for unknown and inactive accounts, and mails nothing', async () => {
    const inactive = await t.createUser({ email: 'inactive@acme.test' });
    await t.container.repos.users.update(inactive.id, { is_active: false });
    for (const email of ['nobody@acme.test', 'inactive@acme.test']) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    // A later message for a real account arrives; none was sent before it.
    await t.createUser({ email: 'real@acme.test' });
    await mailedLink('real@acme.test');
    expect(smtp.messages.flatMap((m) => m.to)).toContain('real@acme.test');
    expect(smtp.messages.flatMap((m) => m.to)).not.toContain('nobody@acme.test');
    expect(smtp.messages.flatMap((m) => m.to)).not.toContain('inactive@acme.test');
    const rows = await t.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', inactive.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('names PUBLIC_URL in the link when the Host header is not one of ours', async () => {
    await t.createUser({ email: 'forged@acme.test' });
    const { origin } = await mailedLink('forged@acme.test', 'attacker.test');
    expect(origin).toBe('https://portal.example');
  });

  it('refuses an expired link, a wrong token and a wrong uid', async () => {
    const user = await t.createUser({ email: 'expired@acme.test' });
    const { uid, token } = await mailedLink(user.email);
    const body = { new_password1: 'Amber-Quarry-64', new_password2: 'Amber-Quarry-64' };
    const other = await t.createUser({ email: 'someone.else@acme.test' });
    const otherUid = Buffer.from(String(other.id)).toString('base64url');

    expect(
      expectFieldErrors(await confirm({ ...body, uid, token: 'f'.repeat(40) }), ['token']),
    ).toEqual({ token: ['Invalid value'] });
    expectFieldErrors(await confirm({ ...body, uid: otherUid, token }), ['token']);
    expectFieldErrors(await confirm({ ...body, uid: 'not-base64!', token }), ['uid']);
    expectFieldErrors(
      await confirm({ ...body, uid: Buffer.from('999999').toString('base64url'), token }),
      ['uid'],
    );

    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    expectFieldErrors(await confirm({ ...body, uid, token }), ['token']);
    expect(await loginStatus(user.email, PASSWORD)).toBe(200);
    expect(await loginStatus(other.email, 'Amber-Quarry-64')).toBe(400);
  });

  it('validates both payloads', async () => {
    expectFieldErrors(await requestReset(''), ['email']);
    expectFieldErrors(await requestReset('not-an-email'), ['email']);
    expect(
      expectFieldErrors(await confirm({}), ['uid', 'token', 'new_password1', 'new_password2']).uid,
    ).toEqual(['This field is required.']);
  });

  it('rate limits reset requests per client and email, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await requestReset('flood@acme.test')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await requestReset('FLOOD@acme.test');
    expectError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
    expect((await requestReset('calm@acme.test')).statusCode).toBe(200);
    // The same route without the trailing slash shares the count; another client has its own.
    const noSlash = await t.request('POST', '/api/auth/password/reset', {
      body: { email: 'flood@acme.test' },
    });
    expectError(noSlash, 429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      remoteAddress: '192.0.2.44',
      payload: { email: 'flood@acme.test' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('auth API: password reset when mail delivery fails', () => {
  const smtp = useSmtpServer({ rejectAll: true });
  const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

  it('answers known and unknown emails alike, so the failure tells nothing', async () => {
    const user = await t.createUser({ email: 'known@acme.test' });
    for (const email of ['known@acme.test', 'unknown@acme.test']) {
      const res = await t.request('POST', '/api/auth/password/reset/', { body: { email } });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: SENT });
    }
    const rows = await t.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(smtp.messages).toEqual([]);
  });
});
