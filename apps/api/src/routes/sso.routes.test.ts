import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { TestIssuer } from '../test/oidc-issuer.js';
import { exchange, signInThrough, ssoSettingsFor } from '../test/sso.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

/**
 * Signing in through an organisation's OpenID provider (issue 30): the code flow with PKCE,
 * state and nonce, ID tokens refused when anything about them is wrong, accounts made just in
 * time with permissions from the provider's groups, and the provider's session ended at sign-out.
 */
describe('single sign-on', () => {
  const t = useTestApp();
  const issuer = new TestIssuer();
  let org: number;
  let admin: TestUser;

  beforeAll(async () => {
    await issuer.start();
    org = await t.createOrganisation('Northern Rail', 'rail.localhost');
    admin = await t.createUser({
      email: 'admin@northern.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    const saved = await t.request('PUT', `/api/organisations/${org}/sso/`, {
      token: admin.token,
      body: ssoSettingsFor(issuer, {
        email_domains: ['northern.test'],
        create_accounts: true,
        group_permissions: [
          { group: 'surveyors', permissions: ['layers.add_layer', 'layers.upload'] },
        ],
        admin_groups: ['gis-admins'],
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => issuer.stop());

  const audit = (action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute();

  it('signs a new person in, creating their account with permissions from their groups', async () => {
    const claims = {
      email: 'new.surveyor@northern.test',
      email_verified: true,
      given_name: 'Nora',
      family_name: 'Quinn',
      groups: ['surveyors', 'gis-admins'],
    };
    const { location } = await signInThrough(t, issuer, org, claims);
    expect(location).toMatch(/^\/auth\/login\/sso\/\?code=[0-9a-f]{40}$/);
    const key = await exchange(t, location);
    const me = await t.request('GET', '/api/auth/user/', { token: key });
    expect(me.statusCode).toBe(200);
    const profile = me.json() as {
      email: string;
      first_name: string;
      permissions: string[];
      organisations: { id: number; admin: boolean }[];
    };
    expect(profile).toMatchObject({ email: claims.email, first_name: 'Nora' });
    expect(profile.permissions).toEqual(['layers.add_layer', 'layers.upload']);
    expect(profile.organisations).toEqual([expect.objectContaining({ id: org, admin: true })]);
    const session = await t.db
      .selectFrom('auth_tokens')
      .select(['method', 'sso_organisation_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ method: 'sso', sso_organisation_id: org });
    const [login] = await audit('auth.login');
    expect(login).toMatchObject({ organisation_id: org, details: { method: 'sso' } });
  });

  it('keeps permissions in step with the groups at each sign-in, leaving unmanaged ones', async () => {
    const person = await t.createUser({
      email: 'steady@northern.test',
      organisations: [{ id: org }],
      permissions: ['layers.upload', 'maps.add_map'],
    });
    const { location } = await signInThrough(t, issuer, org, {
      email: person.email,
      groups: ['other'],
    });
    const key = await exchange(t, location);
    const me = (await t.request('GET', '/api/auth/user/', { token: key })).json() as {
      permissions: string[];
    };
    expect(me.permissions).toEqual(['maps.add_map']);
    const [sync] = await audit('user.permissions_sync');
    expect(sync?.details).toMatchObject({ permissions_removed: ['layers.upload'], via: 'sso' });
  });

  it('refuses a replayed callback and a replayed hand-over code', async () => {
    const { location, callback } = await signInThrough(t, issuer, org, {
      email: 'replay@northern.test',
    });
    const again = await t.request('GET', callback);
    expect(again.headers.location).toBe('/auth/login/?sso_error=expired');
    await exchange(t, location);
    const code = new URL(location, 'http://x').searchParams.get('code');
    expectError(await t.request('POST', '/api/auth/sso/exchange/', { body: { code } }), 400);
  });

  it.each([
    ['audience', /"aud"/],
    ['expired', /"exp"/],
    ['signature', /signature/i],
    ['issuer', /"iss"/],
    ['nonce', /"nonce"/],
  ] as const)(
    'refuses an ID token with the wrong %s, and records the refusal',
    async (defect, reason) => {
      const before = (await audit('auth.login_failed')).length;
      const { location } = await signInThrough(
        t,
        issuer,
        org,
        { email: `defect-${defect}@northern.test` },
        defect,
      );
      expect(location).toBe('/auth/login/?sso_error=invalid');
      const failures = await audit('auth.login_failed');
      expect(failures).toHaveLength(before + 1);
      expect(failures[0]).toMatchObject({
        organisation_id: org,
        details: { method: 'sso', error: 'invalid', reason: expect.stringMatching(reason) },
      });
      const made = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `defect-${defect}@northern.test`)
        .executeTakeFirst();
      expect(made).toBeUndefined();
    },
  );

  it('refuses an address without an account when accounts are not made on first sign-in', async () => {
    const other = await t.createOrganisation('Closed Rail');
    const otherAdmin = await t.createUser({
      email: 'admin@closed.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    await t.request('PUT', `/api/organisations/${other}/sso/`, {
      token: otherAdmin.token,
      body: ssoSettingsFor(issuer),
    });
    const { location } = await signInThrough(t, issuer, other, { email: 'stranger@closed.test' });
    expect(location).toBe('/auth/login/?sso_error=no_account');
  });

  it('says which provider signs an address in, by its domain and by the host', async () => {
    const found = await t.request('POST', '/api/auth/sso/lookup/', {
      body: { email: 'Someone@Northern.test' },
    });
    expect(found.json()).toEqual({
      provider: expect.objectContaining({
        organisation_id: org,
        display_name: 'Rail Identity',
        start_url: `/api/auth/sso/${org}/start/`,
      }),
    });
    const none = await t.request('POST', '/api/auth/sso/lookup/', {
      body: { email: 'someone@elsewhere.test' },
    });
    expect(none.json()).toEqual({ provider: null });
    const byHost = await t.request('GET', '/api/auth/sso/', {
      headers: { host: 'rail.localhost' },
    });
    expect(byHost.json()).toEqual({
      providers: [expect.objectContaining({ organisation_id: org })],
    });
    const otherHost = await t.request('GET', '/api/auth/sso/');
    expect(otherHost.json()).toEqual({ providers: [] });
  });

  it('ends the provider’s session at sign-out', async () => {
    const { location } = await signInThrough(t, issuer, org, { email: 'leaver@northern.test' });
    const key = await exchange(t, location);
    const out = await t.request('POST', '/api/auth/logout/', { token: key });
    const url = new URL((out.json() as { end_session_url: string }).end_session_url);
    expect(url.origin + url.pathname).toBe(`${issuer.url}/session/end`);
    expect(url.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(url.searchParams.get('post_logout_redirect_uri')).toMatch(/\/auth\/login\/$/);
    const password = await t.request('POST', '/api/auth/logout/', { token: admin.token });
    expect(password.json()).toEqual({ detail: 'Successfully logged out.' });
  });

  it('does not hold an SSO session back for a second factor its organisation requires', async () => {
    const person = await t.createUser({
      email: 'both@northern.test',
      organisations: [{ id: org }],
    });
    await t.container.repos.organisations.update(org, { require_two_factor: true });
    try {
      const byPassword = await t.request('GET', `/api/organisations/${org}/`, {
        token: await t.login(person.email),
      });
      expect(byPassword.json()).toMatchObject({ code: 'two_factor_setup_required' });
      const { location } = await signInThrough(t, issuer, org, { email: person.email });
      const bySso = await t.request('GET', `/api/organisations/${org}/`, {
        token: await exchange(t, location),
      });
      expect(bySso.statusCode, bySso.body).toBe(200);
    } finally {
      await t.container.repos.organisations.update(org, { require_two_factor: false });
    }
  });

  it('never signs in an account elsewhere, nor a superuser: a provider vouches for its own', async () => {
    const elsewhere = await t.createOrganisation('Southern Rail');
    const outsider = await t.createUser({
      email: 'outsider@northern.test',
      organisations: [{ id: elsewhere, admin: true }],
    });
    const asOutsider = await signInThrough(t, issuer, org, { email: outsider.email });
    expect(asOutsider.location).toBe('/auth/login/?sso_error=no_account');
    const memberships = await t.container.repos.users.membershipsOf([outsider.id]);
    expect(memberships.map((m) => m.organisation_id)).toEqual([elsewhere]);

    const root = await t.createUser({ email: 'root@northern.test', superuser: true });
    const asRoot = await signInThrough(t, issuer, org, { email: root.email });
    expect(asRoot.location).toBe('/auth/login/?sso_error=superuser');
  });

  it('gives a session made by the provider its organisation only', async () => {
    const elsewhere = await t.createOrganisation('Western Rail');
    const both = await t.createUser({
      email: 'two.hats@northern.test',
      organisations: [{ id: org }, { id: elsewhere }],
    });
    const { location } = await signInThrough(t, issuer, org, { email: both.email });
    const key = await exchange(t, location);
    const me = (await t.request('GET', '/api/auth/user/', { token: key })).json() as {
      organisations: { id: number }[];
    };
    expect(me.organisations.map((o) => o.id)).toEqual([org]);
    expectError(await t.request('GET', `/api/organisations/${elsewhere}/`, { token: key }), 404);
    const byPassword = await t.request('GET', `/api/organisations/${elsewhere}/`, {
      token: both.token,
    });
    expect(byPassword.statusCode).toBe(200);
  });
});
