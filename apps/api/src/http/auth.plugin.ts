import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCESS_KEY_PATTERN,
  SHARE_TOKEN_PATTERN,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@waymark/contract';
import type { AccessKeyService } from '../services/access-key.service.js';
import type { AuthService } from '../services/auth.service.js';
import type { UserRepository } from '../repositories/user.repository.js';
import { impersonationRefusal } from '../policies/user.policy.js';
import type { AttemptLimiter } from '../services/attempt-limiter.js';
import { loadPrincipal, Principal, principalOf } from '../policies/principal.js';
import type { ShareAccessService } from '../services/share-access.service.js';
import { safeEqual } from '../services/secrets.js';
import {
  AuthenticationRequiredError,
  HttpError,
  InvalidTokenError,
  PermissionDeniedError,
} from '../lib/errors.js';
import { credentialOf, type Credential } from './request-credentials.js';
import { clearSessionCookie, CSRF_COOKIE, SAFE_METHODS, type RequestAuth } from './request-auth.js';

interface Options {
  auth: AuthService;
  users: UserRepository;
  shares: ShareAccessService;
  keys: AccessKeyService;
  /** Failed share-token attempts, limited per client address like sign-ins. */
  shareFailures: AttemptLimiter;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A share link's viewer may call this route (the map viewer's reads); others answer 403. */
    shareViewer?: boolean;
    /** Not with an access key, even to read (managing the keys themselves). */
    sessionOnly?: boolean;
    /**
     * An answer any cache may keep for everyone (signed archive URLs): no csrftoken cookie is
     * set on it, since a shared cache keeps no answer that sets one (nginx stores none), and
     * one it kept would hand one visitor's cookie to all.
     */
    sharedCacheable?: boolean;
    /**
     * Open to a session that must set up its second factor first (see twoFactorSetupRequired):
     * the profile, sign-out, the set-up, and what anyone may read (the host's layout).
     */
    openBeforeTwoFactor?: boolean;
  }
}

const INVALID_SHARE = 'Invalid token.';
const READ_ONLY_KEY = 'An access key can only read.';

/**
 * A session whose user must set up a second factor, on a route not open before it: 403 with the
 * contract's machine code, which the web app reads to take the user to the set-up.
 */
function twoFactorSetupRequired(): HttpError {
  return new HttpError(403, {
    detail:
      'Your organisation requires two-factor sign-in. Set it up from your account before going on.',
    code: TWO_FACTOR_SETUP_REQUIRED,
  });
}

/**
 * Resolves the request's credential (see credentialOf) to the acting principal, keeps the
 * csrftoken cookie set, and rejects cookie-authenticated unsafe requests without a matching
 * X-CSRFToken header. Header, Basic and query credentials cannot be forged cross-site and need
 * no CSRF token. An access key only reads: every unsafe method answers 403, here, for every
 * route, so that no route can forget it. A session whose user must set up a second factor
 * reaches only the routes open before it (openBeforeTwoFactor), also decided here for every
 * route; access keys, made before the requirement or not, keep their reads.
 */
async function authPlugin(
  app: FastifyInstance,
  { auth, users, shares, keys, shareFailures }: Options,
) {
  app.decorateRequest('auth', null);

  // last_used_at is only written when 5 minutes old (see TokenRepository.touch); asking at most
  // once a minute per token and process spares busy clients (map tiles) a query per request.
  const touchedAt = new Map<number, number>();
  const touchDue = (tokenId: number): boolean => {
    const now = Date.now();
    if (now - (touchedAt.get(tokenId) ?? -Infinity) < 60_000) return false;
    if (touchedAt.size >= 10_000) touchedAt.clear();
    touchedAt.set(tokenId, now);
    return true;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    let csrf = request.cookies[CSRF_COOKIE];
    const cacheable = request.routeOptions.config.sharedCacheable === true;
    if (!cacheable && (!csrf || !/^[0-9a-f]{32}$/.test(csrf))) {
      csrf = randomBytes(16).toString('hex');
      void reply.setCookie(CSRF_COOKIE, csrf, { path: '/', sameSite: 'lax', httpOnly: false });
    }
    // Its answer is the same whoever asks: a credential sent along is neither read nor cleared.
    if (cacheable) return;

    const credential = credentialOf(request);
    if (!credential) return;
    if (
      credential.from === 'share' ||
      (credential.from !== 'cookie' && SHARE_TOKEN_PATTERN.test(credential.secret))
    ) {
      request.auth = await resolveShare(request, credential.secret);
      return;
    }
    if (credential.from !== 'cookie' && ACCESS_KEY_PATTERN.test(credential.secret)) {
      request.auth = await resolveKey(request, credential);
      return;
    }
    if (credential.from === 'basic' || credential.from === 'query') throw refusal(credential);
    if (credential.from === 'token') {
      request.auth = await resolve(request, credential.secret, 'header');
      if (!request.auth) throw new InvalidTokenError();
      return;
    }
    request.auth = await resolve(request, credential.secret, 'cookie');
    if (!request.auth) {
      clearSessionCookie(reply);
      return;
    }
    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers['x-csrftoken'];
      if (typeof sent !== 'string' || !safeEqual(sent, request.cookies[CSRF_COOKIE] ?? '')) {
        throw new HttpError(403, { detail: 'CSRF Failed: CSRF token missing or incorrect.' });
      }
    }
  });

  /** Basic credentials that open nothing ask again (desktop tools then prompt for the key). */
  function refusal(credential: Credential): HttpError {
    return credential.from === 'basic'
      ? new AuthenticationRequiredError()
      : new InvalidTokenError();
  }

  /** A personal access key: its user's reads, nothing else (spec of issue 14). */
  async function resolveKey(request: FastifyRequest, credential: Credential): Promise<RequestAuth> {
    const owner = await keys.authenticate(credential.secret, request.ip);
    if (!owner) throw refusal(credential);
    if (!SAFE_METHODS.has(request.method)) throw new PermissionDeniedError(READ_ONLY_KEY);
    if (request.routeOptions.config?.sessionOnly) {
      throw new PermissionDeniedError('Access keys cannot manage access keys.');
    }
    void keys
      .touch(owner.keyId)
      .catch((err: unknown) => request.log.warn({ err }, 'access key touch failed'));
    const principal = principalOf(owner).acting({ readOnly: true });
    return {
      tokenId: 0,
      principal,
      realPrincipal: principal,
      impersonatedUserId: null,
      via: 'key',
      keyId: owner.keyId,
      twoFactorPending: false,
    };
  }

  /**
   * A share link's viewer (spec 2.2, map-share mode): read-only, one map, no user. Every
   * request checks the token again (revocation, expiry); only routes marked `shareViewer` open.
   */
  async function resolveShare(request: FastifyRequest, token: string): Promise<RequestAuth> {
    // The token is checked first: a valid one opens its map whatever others guessed from here.
    const grant = await shares.grant(token);
    if (!grant) {
      await shareFailures.countFailure(request.ip);
      throw new HttpError(403, { detail: INVALID_SHARE });
    }
    if (!request.routeOptions.config?.shareViewer) {
      throw new PermissionDeniedError('A share link opens only its map.');
    }
    shares.recordUse(grant.shareId, `${request.ip}|${request.headers['user-agent'] ?? ''}`);
    const principal = Principal.forShare(grant);
    return {
      tokenId: 0,
      principal,
      realPrincipal: principal,
      impersonatedUserId: null,
      via: 'share',
      twoFactorPending: false,
    };
  }

  async function resolve(
    request: FastifyRequest,
    key: string,
    via: RequestAuth['via'],
  ): Promise<RequestAuth | null> {
    const found = await auth.authenticateWithGrants(key);
    if (!found) return null;
    // Whoever the session acts as, its own user sets up the second factor their organisation
    // requires: an impersonated user's lack of one never limits the impersonator.
    if (found.twoFactorPending && !request.routeOptions.config?.openBeforeTwoFactor) {
      throw twoFactorSetupRequired();
    }
    const { token } = found;
    const realPrincipal = principalOf(found);
    let principal = realPrincipal;
    let impersonatedUserId: number | null = null;
    if (token.impersonated_user_id !== null) {
      const target = await loadPrincipal(users, token.impersonated_user_id);
      const stillAllowed =
        impersonationRefusal(realPrincipal, target.user, [...target.memberships.keys()]) === null;
      if (stillAllowed) {
        // Only where the impersonator holds the right to impersonate: the intersection.
        principal = target.within(realPrincipal.scope).acting({ impersonator: realPrincipal });
        impersonatedUserId = target.id;
      } else {
        await auth.endImpersonation(token.id, {
          userId: target.id,
          realUserId: realPrincipal.id,
          ip: request.ip,
        });
      }
    }
    if (touchDue(token.id)) {
      void auth
        .touch(token.id)
        .catch((err: unknown) => request.log.warn({ err }, 'token touch failed'));
    }
    return {
      tokenId: token.id,
      principal,
      realPrincipal,
      impersonatedUserId,
      via,
      twoFactorPending: found.twoFactorPending,
    };
  }
}

export default fp(authPlugin, { name: 'waymark-auth' });
