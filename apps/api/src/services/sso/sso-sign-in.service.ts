import * as oidc from 'openid-client';
import type { SsoError, SsoProvider } from '@waymark/contract/sso';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type {
  SsoRepository,
  SsoRow,
  SsoWithOrganisation,
} from '../../repositories/sso.repository.js';
import type { TokenRepository } from '../../repositories/token.repository.js';
import type { UserRepository } from '../../repositories/user.repository.js';
import type { AuditService, Origin } from '../audit.service.js';
import { digest, newKey } from '../secrets.js';
import type { OidcClients } from './oidc-client.js';
import { identityOf, type SsoAccounts } from './sso-accounts.js';
import { CLIENT_SECRET_PURPOSE } from './sso-settings.service.js';
import { loginWithError, SSO_COMPLETE_PATH, ssoUrls } from './sso-urls.js';

const ID_TOKEN_PURPOSE = 'sso-id-token';
export const HANDOVER_EXPIRED = 'This sign-in has expired. Sign in again.';

class SignInProblem extends Error {
  constructor(
    readonly code: SsoError,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export function providerOf(row: SsoWithOrganisation): SsoProvider {
  return {
    organisation_id: row.organisation_id,
    organisation_name: row.organisation_name,
    display_name: row.display_name,
    start_url: `/api/auth/sso/${row.organisation_id}/start/`,
    required: row.required,
  };
}

/**
 * Signing in through an organisation's provider: authorisation code flow with PKCE, state and
 * nonce (openid-client checks the ID token's signature, issuer, audience, nonce and times). The
 * callback hands the web app a one-time code, which it trades for the same kind of token a
 * password gives; the token remembers how it was made, to end the provider's session too.
 */
export class SsoSignInService {
  constructor(
    private readonly sso: SsoRepository,
    private readonly tokens: TokenRepository,
    private readonly users: UserRepository,
    private readonly accounts: SsoAccounts,
    private readonly clients: OidcClients,
    private readonly secrets: SecretBox | undefined,
    private readonly audit: AuditService,
  ) {}

  async providerFor(organisationId: number | undefined): Promise<SsoProvider[]> {
    const row = organisationId === undefined ? undefined : await this.sso.find(organisationId);
    return row ? [providerOf(row)] : [];
  }

  /** The provider that signs in this address (by its domain), if any. */
  async lookup(email: string): Promise<SsoProvider | null> {
    const domain = email.slice(email.lastIndexOf('@') + 1).trim();
    if (!email.includes('@') || !domain) return null;
    const row = await this.sso.findByEmailDomain(domain);
    return row ? providerOf(row) : null;
  }

  /** The provider's authorisation URL for a new sign-in, or the sign-in screen with why not. */
  async start(organisationId: number, next: string, origin: string): Promise<string> {
    const settings = await this.sso.find(organisationId);
    if (!settings) throw new NotFoundError();
    let config: oidc.Configuration;
    try {
      config = await this.configuration(settings);
    } catch {
      return loginWithError('unavailable');
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.sso.beginSignIn({
      stateHash: digest(state),
      organisationId,
      nonce,
      codeVerifier,
      returnTo: next,
    });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: ssoUrls(origin).redirect_uri,
        scope: settings.scopes,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** The provider's answer: where the browser goes next (the hand-over, or the sign-in screen). */
  async callback(currentUrl: URL, origin: Origin): Promise<string> {
    const state = currentUrl.searchParams.get('state');
    const pending = state ? await this.sso.takeSignIn(digest(state)) : undefined;
    if (!state || !pending) return loginWithError('expired');
    try {
      const settings = await this.sso.find(pending.organisation_id);
      if (!settings) throw new SignInProblem('unavailable', 'single sign-on was turned off');
      const providerError = currentUrl.searchParams.get('error');
      if (providerError) throw new SignInProblem('refused', providerError.slice(0, 200));
      const tokens = await this.grant(settings, currentUrl, state, pending);
      const identity = identityOf(tokens.claims() ?? {}, settings);
      if (!identity) throw new SignInProblem('invalid', 'no verified email in the ID token');
      const account = await this.accounts.resolve(settings, identity, origin);
      if ('error' in account) throw new SignInProblem(account.error, identity.email);
      const handover = newKey();
      await this.sso.handOver({
        stateHash: digest(state),
        handoverHash: digest(handover),
        organisationId: settings.organisation_id,
        userId: account.userId,
        idTokenSealed:
          tokens.id_token && this.secrets
            ? this.secrets.seal(tokens.id_token, ID_TOKEN_PURPOSE)
            : null,
        returnTo: pending.return_to,
      });
      return `${SSO_COMPLETE_PATH}?code=${handover}`;
    } catch (err) {
      const problem =
        err instanceof SignInProblem ? err : new SignInProblem('invalid', describe(err));
      await this.audit.record(
        null,
        'auth.login_failed',
        { type: 'organisation', id: pending.organisation_id },
        { method: 'sso', error: problem.code, reason: problem.reason },
      );
      return loginWithError(problem.code);
    }
  }

  /** Trades a hand-over code, once and soon, for a token. */
  async exchange(code: string, origin: Origin): Promise<{ key: string; next: string }> {
    const handed = await this.sso.takeHandover(digest(code));
    const user = handed?.user_id ? await this.users.findById(handed.user_id) : undefined;
    if (!handed || !user || !user.is_active) throw ValidationError.field('code', HANDOVER_EXPIRED);
    const key = newKey();
    await this.tokens.create(user.id, digest(key), {
      method: 'sso',
      ssoOrganisationId: handed.organisation_id,
      idTokenSealed: handed.id_token_sealed,
    });
    await this.users.touchLastLogin(user.id);
    await this.audit.record(
      { userId: user.id, realUserId: user.id, ...origin },
      'auth.login',
      { type: 'organisation', id: handed.organisation_id },
      { method: 'sso' },
    );
    return { key, next: handed.return_to };
  }

  /** The provider's end-session URL for a session made by single sign-on, when it has one. */
  async endSessionUrl(tokenId: number, origin: string): Promise<string | undefined> {
    const made = await this.tokens.made(tokenId);
    if (made?.method !== 'sso' || made.sso_organisation_id === null) return undefined;
    const settings = await this.sso.find(made.sso_organisation_id);
    if (!settings) return undefined;
    try {
      const config = await this.configuration(settings);
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      const idToken =
        made.id_token_sealed && this.secrets?.open(made.id_token_sealed, ID_TOKEN_PURPOSE);
      return oidc
        .buildEndSessionUrl(config, {
          post_logout_redirect_uri: ssoUrls(origin).post_logout_redirect_uri,
          client_id: settings.client_id,
          ...(idToken && { id_token_hint: idToken }),
        })
        .toString();
    } catch {
      // The provider unreachable: Waymark's own session still ends.
      return undefined;
    }
  }

  private async grant(
    settings: SsoRow,
    currentUrl: URL,
    state: string,
    pending: { nonce: string; code_verifier: string },
  ) {
    const config = await this.configuration(settings);
    return oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.code_verifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  }

  private configuration(settings: SsoRow): Promise<oidc.Configuration> {
    const sealed = settings.client_secret_sealed;
    if (sealed && !this.secrets) return Promise.reject(new Error('no SECRETS_KEY'));
    return this.clients.configuration({
      issuer: settings.issuer,
      clientId: settings.client_id,
      clientSecret: sealed ? this.secrets!.open(sealed, CLIENT_SECRET_PURPOSE) : undefined,
    });
  }
}

/**
 * An error's code and message, with the claim it concerns: openid-client's name checks, never
 * values (a token or a secret is never part of them).
 */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return 'sign-in failed';
  const { code, cause } = err as { code?: unknown; cause?: unknown };
  const claim = (cause as { claim?: unknown } | undefined)?.claim;
  const inner = cause instanceof Error ? ` (${cause.message})` : '';
  const parts = [
    typeof code === 'string' ? `${code}: ` : '',
    err.message,
    typeof claim === 'string' ? ` "${claim}"` : inner,
  ];
  return parts.join('').slice(0, 300);
}
