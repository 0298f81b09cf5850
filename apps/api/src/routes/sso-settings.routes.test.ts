import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { startOidcProvider, type RunningProvider } from '../test/oidc-provider.js';
import { ssoSettingsFor, withoutSecret } from '../test/sso.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

/**
 * An organisation's OpenID Connect settings (issue 30): kept by those who may change the
 * organisation, the client secret sealed at rest and never shown again (not in any answer, log
 * line or audit entry), discovery tested against a real provider (oidc-provider).
 */
describe('/api/organisations/:id/sso/', () => {
  const log = new PassThrough();
  const lines: string[] = [];
  log.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  const t = useTestApp({}, undefined, log);
  let provider: RunningProvider;
  let org: number;
  let other: number;
  let admin: TestUser;
  let member: TestUser;
  let otherAdmin: TestUser;
  const answers: string[] = [];
  const path = () => `/api/organisations/${org}/sso/`;
  const settings = () =>
    ssoSettingsFor(
      { url: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      { email_domains: ['east.test'] },
    );

  beforeAll(async () => {
    provider = await startOidcProvider(['http://localhost:8080'], []);
    org = await t.createOrganisation('East Rail');
    other = await t.createOrganisation('West Rail');
    const change = ['organisations.change_organisation'] as const;
    admin = await t.createUser({
      email: 'admin@east.test',
      organisations: [{ id: org, admin: true }],
      permissions: [...change],
    });
    member = await t.createUser({
      email: 'member@east.test',
      organisations: [{ id: org }],
      permissions: [...change],
    });
    otherAdmin = await t.createUser({
      email: 'admin@west.test',
      organisations: [{ id: other, admin: true }],
      permissions: [...change],
    });
  });
  afterAll(() => provider.stop());

  it('answers the URLs to register before anything is set', async () => {
    const res = await t.request('GET', path(), { token: admin.token });
    expect(res.json()).toEqual({
      settings: null,
      redirect_uri: expect.stringMatching(/\/api\/auth\/sso\/callback\/$/),
      post_logout_redirect_uri: expect.stringMatching(/\/auth\/login\/$/),
    });
  });

  it('saves the settings, sealing the secret, and never answers it', async () => {
    const saved = await t.request('PUT', path(), { token: admin.token, body: settings() });
    expect(saved.statusCode, saved.body).toBe(200);
    answers.push(saved.body);
    expect(saved.json()).toMatchObject({
      settings: {
        display_name: 'Rail Identity',
        has_client_secret: true,
        email_domains: ['east.test'],
      },
    });
    const read = await t.request('GET', path(), { token: admin.token });
    answers.push(read.body);
    const row = await t.db
      .selectFrom('organisation_sso')
      .select('client_secret_sealed')
      .where('organisation_id', '=', org)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).toMatch(/^v1:/);
    expect(row.client_secret_sealed).not.toContain(provider.clientSecret);
  });

  it('keeps the stored secret when a save leaves it out, and removes it when emptied', async () => {
    const kept = await t.request('PUT', path(), {
      token: admin.token,
      body: { ...withoutSecret(settings()), display_name: 'East Identity' },
    });
    expect(kept.json()).toMatchObject({ settings: { has_client_secret: true } });
    answers.push(kept.body);
    const publicClient = await t.request('PUT', path(), {
      token: admin.token,
      body: { ...settings(), client_secret: '' },
    });
    expect(publicClient.json()).toMatchObject({ settings: { has_client_secret: false } });
    await t.request('PUT', path(), { token: admin.token, body: settings() });
  });

  it('records each change without the secret', async () => {
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['details', 'organisation_id'])
      .where('action', '=', 'organisation.sso_change')
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries[0]).toMatchObject({
      organisation_id: org,
      details: { client_secret: 'changed', issuer: provider.issuer },
    });
    expect(JSON.stringify(entries)).not.toContain(provider.clientSecret);
  });

  it('runs discovery against the provider and says what it found', async () => {
    const res = await t.request('POST', `${path()}test/`, {
      token: admin.token,
      body: { issuer: provider.issuer },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      issuer: provider.issuer,
      authorization_endpoint: `${provider.issuer}/auth`,
      end_session_endpoint: `${provider.issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    const nothing = await t.request('POST', `${path()}test/`, {
      token: admin.token,
      body: { issuer: 'http://127.0.0.1:9/realms/none' },
    });
    expectFieldErrors(nothing, ['issuer']);
  });

  it('refuses plain http to a provider elsewhere than this machine', async () => {
    const res = await t.request('POST', `${path()}test/`, {
      token: admin.token,
      body: { issuer: 'http://login.example.com/' },
    });
    expectFieldErrors(res, ['issuer']);
  });

  it('refuses an e-mail domain another organisation signs in', async () => {
    const res = await t.request('PUT', `/api/organisations/${other}/sso/`, {
      token: otherAdmin.token,
      body: settings(),
    });
    expect(expectFieldErrors(res, ['email_domains']).email_domains?.[0]).toContain('east.test');
  });

  it('is for the organisation’s admins only', async () => {
    expectError(await t.request('GET', path(), { token: member.token }), 403);
    expectError(await t.request('PUT', path(), { token: member.token, body: settings() }), 403);
    expectError(await t.request('GET', path(), { token: otherAdmin.token }), 404);
    expectError(await t.request('DELETE', path(), { token: otherAdmin.token }), 404);
    expectError(await t.request('GET', path()), 403);
  });

  it('turns single sign-on off', async () => {
    const gone = await t.request('DELETE', path(), { token: admin.token });
    expect(gone.statusCode).toBe(204);
    expect((await t.request('GET', path(), { token: admin.token })).json()).toMatchObject({
      settings: null,
    });
    expectError(await t.request('DELETE', path(), { token: admin.token }), 404);
  });

  it('never shows the secret in an answer or a log line', () => {
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).not.toContain(provider.clientSecret);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(provider.clientSecret);
  });
});

describe('/api/organisations/:id/sso/ without SECRETS_KEY', () => {
  const t = useTestApp({ SECRETS_KEY: '' });

  it('refuses to store a client secret, naming what is missing', async () => {
    const org = await t.createOrganisation('Keyless Rail');
    const admin = await t.createUser({
      email: 'admin@keyless.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    const res = await t.request('PUT', `/api/organisations/${org}/sso/`, {
      token: admin.token,
      body: ssoSettingsFor({ url: 'https://login.example.com', clientId: 'x', clientSecret: 's' }),
    });
    expect(expectFieldErrors(res, ['client_secret']).client_secret?.[0]).toContain('SECRETS_KEY');
  });
});
