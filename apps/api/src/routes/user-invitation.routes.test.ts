import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../test/assertions.js';
import { useSmtpServer } from '../test/smtp.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const LINK = /(https?:\/\/[^\s/]+)\/auth\/password\/reset\/confirm\/([^/\s]+)\/([^/\s]+)\//;
const NEW_PASSWORD = 'Granite-Harbour-58';

describe('users API: invitations of users created without a password', () => {
  const smtp = useSmtpServer();
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, INVITATION_TIMEOUT_DAYS: '10' }));
  let acme: number;
  let other: number;
  let admin: TestUser;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme Rail', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [
        { id: acme, admin: true },
        { id: other, admin: true },
      ],
      permissions: ['users.add_user'],
    });
  });

  const create = (body: Record<string, unknown>, organisation = acme) =>
    t.request('POST', '/api/users/', {
      token: admin.token,
      body: { organisation, ...body },
      headers: { host: 'acme.test' },
    });
  const confirm = (uid: string, token: string) =>
    t.request('POST', '/api/auth/password/reset/confirm/', {
      body: { uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
  const login = (email: string, password: string) =>
    t.request('POST', '/api/auth/login/', { body: { email, password } });

  it('mails a new account a link that sets its password once; then it signs in', async () => {
    const started = Date.now();
    const res = await create({ email: 'Invited@Acme.test', first_name: 'Nora' });
    expect(res.statusCode).toBe(201);
    // The mail server lower-cases the domain of the envelope address.
    const mail = await smtp.takeMailTo('Invited@acme.test');
    expect(mail.subject).toBe('You have been invited to Acme Rail on Waymark');
    expect(mail.from).toBe('no-reply@localhost');
    const [, origin, uid, token] = LINK.exec(mail.text) ?? [];
    expect(origin).toBe('http://acme.test');
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const expiry = new Date(started + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(mail.text).toContain(`expires in 10 days (on ${expiry}, UTC)`);
    expect(mail.text).toContain('http://acme.test/auth/password/reset/');
    // Only the digest of the token is stored.
    const stored = await t.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash.toString('hex'))).not.toContain(token);

    expect((await login('invited@acme.test', NEW_PASSWORD)).statusCode).toBe(400);
    const set = await confirm(uid!, token!);
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login('invited@acme.test', NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().key).toMatch(/^[0-9a-f]{40}$/);
    // Single use.
    expectFieldErrors(await confirm(uid!, token!), ['token']);
  });

  it('sends no invitation when a password is given, or to an inactive account', async () => {
    expect(
      (await create({ email: 'with.password@acme.test', password: 'Blue-Lantern-77' })).statusCode,
    ).toBe(201);
    expect((await create({ email: 'inactive@acme.test', is_active: false })).statusCode).toBe(201);
    // A later invitation arrives; the two above never did.
    expect((await create({ email: 'marker@acme.test' })).statusCode).toBe(201);
    await smtp.takeMailTo('marker@acme.test');
    const recipients = smtp.messages.flatMap((m) => m.to);
    expect(recipients).not.toContain('with.password@acme.test');
    expect(recipients).not.toContain('inactive@acme.test');
  });

  it('invites an existing account instead, without a link to set its password', async () => {
    await create({ email: 'shared@acme.test' });
    await smtp.takeMailTo('shared@acme.test');
    const invited = await create({ email: 'shared@acme.test' }, other);
    expect(invited.statusCode).toBe(202);
    const mail = await smtp.takeMailTo('shared@acme.test');
    expect(mail.subject).toBe('You are invited to join Other on Waymark');
    expect(mail.text).not.toMatch(LINK);
  });
});
