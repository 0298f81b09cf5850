import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the provider knows: their login is their e-mail address. */
export interface ProviderAccount {
  email: string;
  givenName?: string;
  familyName?: string;
  groups?: string[];
}

export interface RunningProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A real OpenID provider for the tests: oidc-provider (the certified Node implementation) on
 * loopback, with one confidential client for Waymark at `origins`, its own login and consent
 * pages (any password signs a known address in), PKCE required, and RP-initiated logout.
 */
export async function startOidcProvider(
  origins: string[],
  accounts: ProviderAccount[],
): Promise<RunningProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'waymark';
  const clientSecret = randomBytes(24).toString('hex');
  const known = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: origins.map((origin) => `${origin}/api/auth/sso/callback/`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/auth/login/`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      groups: ['groups'],
    },
    // The scopes' claims go in the ID token itself (Waymark reads them there).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    findAccount: (_ctx, id) => {
      const account = known.get(id.toLowerCase());
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
          groups: account.groups ?? [],
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
