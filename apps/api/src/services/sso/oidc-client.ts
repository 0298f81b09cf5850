import * as oidc from 'openid-client';

/** ID tokens' times (exp, iat, nbf) may be this far off our clock, and no further. */
export const CLOCK_TOLERANCE_SECONDS = 60;
/** A provider's discovered metadata is kept this long before it is asked again. */
const DISCOVERY_TTL_MS = 10 * 60_000;

export interface ProviderClient {
  issuer: string;
  clientId: string;
  /** Absent: a public client, PKCE alone. */
  clientSecret?: string;
}

/** Plain http is for a provider on this machine (tests, a local Keycloak); others need https. */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function discoveryOptions(issuer: URL) {
  if (issuer.protocol === 'https:') return undefined;
  if (isLoopback(issuer)) return { execute: [oidc.allowInsecureRequests] };
  throw new Error('The issuer URL must use https.');
}

/**
 * openid-client configured for one organisation's provider: discovery (kept for ten minutes),
 * ID tokens' signatures checked against the provider's keys (not only trusted because they came
 * over TLS), and a bounded clock tolerance.
 */
export class OidcClients {
  private readonly cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  async configuration(provider: ProviderClient): Promise<oidc.Configuration> {
    const cacheKey = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
    const kept = this.cache.get(cacheKey);
    if (kept && Date.now() - kept.at < DISCOVERY_TTL_MS) return kept.config;
    const config = this.discover(provider);
    this.cache.set(cacheKey, { at: Date.now(), config });
    config.catch(() => this.cache.delete(cacheKey));
    return config;
  }

  /** Discovery alone, never cached: what the settings screen's test shows. */
  metadata(issuer: string): Promise<oidc.ServerMetadata> {
    return this.discover({ issuer, clientId: 'waymark-connection-test' }).then((config) =>
      config.serverMetadata(),
    );
  }

  private async discover(provider: ProviderClient): Promise<oidc.Configuration> {
    const issuer = new URL(provider.issuer);
    const metadata: Partial<oidc.ClientMetadata> = {
      [oidc.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
    };
    const auth = provider.clientSecret
      ? oidc.ClientSecretBasic(provider.clientSecret)
      : oidc.None();
    const config = await oidc.discovery(
      issuer,
      provider.clientId,
      metadata,
      auth,
      discoveryOptions(issuer),
    );
    oidc.enableNonRepudiationChecks(config);
    return config;
  }
}
