import type { MapShareAnswer } from '../../entities/session/mapShare.js';
import { paths } from '../../routing/paths.js';
import type { RouteName } from '../../routing/routeTable.js';

export interface VisitedLocation {
  routeName: RouteName | null;
  fullPath: string;
}

export interface GuardTarget {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** What the guard may look at and do; injected so that the rules can be tested alone. */
export interface GuardEnvironment {
  previous: VisitedLocation | null;
  hasToken(): boolean;
  /** GET mapshares/:token/ with 'MapShare: Token <token>'. */
  validateShareToken(token: string): Promise<MapShareAnswer | null>;
  enterMapShare(token: string, share: MapShareAnswer): void;
  leaveMapShare(): void;
  /** GET users/me/, storing the profile. */
  fetchProfile(): Promise<unknown>;
  removeProfile(): void;
  alert(message: 'tokenExpired'): void;
}

export type GuardResult = { kind: 'proceed' } | { kind: 'redirect'; to: string };

const PROCEED: GuardResult = { kind: 'proceed' };

/** The guard of login-required routes (spec 2.2). */
export async function checkRoute(target: GuardTarget, env: GuardEnvironment): Promise<GuardResult> {
  const fullPath = `${target.pathname}${target.search}`;
  if (env.previous?.routeName === 'Login' && env.previous.fullPath === fullPath) return PROCEED;

  const shareToken = target.params.token;
  if (shareToken) {
    const share = await env.validateShareToken(shareToken).catch(() => null);
    if (share?.token) {
      env.enterMapShare(share.token, share);
      return PROCEED;
    }
    env.alert('tokenExpired');
    return { kind: 'redirect', to: paths.login(fullPath) };
  }

  // A share link's anonymous session does not carry over to the rest of the product.
  env.leaveMapShare();
  if (env.hasToken()) return PROCEED;
  try {
    await env.fetchProfile();
    return PROCEED;
  } catch {
    env.removeProfile();
    return { kind: 'redirect', to: paths.login(target.pathname === '/' ? null : fullPath) };
  }
}
