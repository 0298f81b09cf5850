import type { SsoSettingsBody } from '@waymark/contract/sso';
import type { TestIssuer } from './oidc-issuer.js';
import type { TestContext } from './test-app.js';

/** Settings for a provider at `issuer`, with whatever a test changes. */
export function ssoSettingsFor(
  issuer: { url: string; clientId: string; clientSecret: string },
  changes: Partial<SsoSettingsBody> = {},
): SsoSettingsBody {
  return {
    display_name: 'Rail Identity',
    issuer: issuer.url,
    client_id: issuer.clientId,
    client_secret: issuer.clientSecret,
    scopes: 'openid email profile',
    email_claim: 'email',
    groups_claim: 'groups',
    group_permissions: [],
    admin_groups: [],
    email_domains: [],
    create_accounts: false,
    required: false,
    ...changes,
  };
}

/**
 * One single sign-in through the test issuer, as a browser makes it: start, the provider's
 * answer for `claims` (with a defect, if any), the callback; answers where the callback sent
 * the browser.
 */
export async function signInThrough(
  t: TestContext,
  issuer: TestIssuer,
  organisationId: number,
  claims: Record<string, unknown>,
  defect?: Parameters<TestIssuer['authorize']>[2],
): Promise<{ location: string; callback: string }> {
  const start = await t.request('GET', `/api/auth/sso/${organisationId}/start/?next=/maps/`);
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const back = issuer.authorize(String(start.headers.location), claims, defect);
  const callback = `${back.pathname}${back.search}`;
  const res = await t.request('GET', callback);
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return { location: String(res.headers.location), callback };
}

/** The token a completed sign-in hands over. */
export async function exchange(t: TestContext, location: string): Promise<string> {
  const code = new URL(location, 'http://x').searchParams.get('code') ?? '';
  const res = await t.request('POST', '/api/auth/sso/exchange/', { body: { code } });
  if (res.statusCode !== 200) throw new Error(`exchange answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { key: string }).key;
}

/** The settings as a save that keeps the stored client secret sends them. */
export function withoutSecret(settings: SsoSettingsBody): Omit<SsoSettingsBody, 'client_secret'> {
  const kept: Partial<SsoSettingsBody> = { ...settings };
  delete kept.client_secret;
  return kept as Omit<SsoSettingsBody, 'client_secret'>;
}
