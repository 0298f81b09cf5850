import type { ProfileOrganisation } from '@waymark/contract';

type Hosted = Pick<ProfileOrganisation, 'domain' | 'alt_domains'>;

/** The parts of window.location the organisation rules read. */
export interface PageLocation {
  protocol: string;
  host: string;
  hostname: string;
  port: string;
}

/** Whether the browser's host is the organisation's domain or one of its alternate domains. */
export function matchesHost(
  organisation: Hosted,
  location: Pick<PageLocation, 'host' | 'hostname'>,
) {
  const host = location.host.toLowerCase();
  const hostname = location.hostname.toLowerCase();
  return [organisation.domain, ...organisation.alt_domains]
    .filter((domain): domain is string => !!domain)
    .map((domain) => domain.toLowerCase())
    .some((domain) => domain === host || domain === hostname);
}

/**
 * The current organisation (section 4): the stored one if the user belongs to it, else the one
 * on this host, else the user's first.
 */
export function chooseOrganisation<T extends Hosted & { id: number }>(
  organisations: readonly T[],
  storedId: number | null,
  location: Pick<PageLocation, 'host' | 'hostname'>,
): T | null {
  return (
    organisations.find((organisation) => organisation.id === storedId) ??
    organisations.find((organisation) => matchesHost(organisation, location)) ??
    organisations[0] ??
    null
  );
}

/**
 * Where to send the browser for an organisation on another domain: the same protocol and port,
 * with orgId so that the app there starts in that organisation. `path` (a path with its query
 * and hash) is kept; by default the app's start, '/'. Null when it has no domain.
 */
export function organisationUrl(
  organisation: Hosted & { id: number },
  location: Pick<PageLocation, 'protocol' | 'port'>,
  path = '/',
): string | null {
  const domain = organisation.domain ?? organisation.alt_domains[0];
  if (!domain) return null;
  const hasPort = /:\d+$/.test(domain);
  const port = !hasPort && location.port ? `:${location.port}` : '';
  // Only a path of this site: '//elsewhere/' would name another host.
  const kept = /^\/(?![/\\])/.test(path) ? path : '/';
  try {
    const url = new URL(kept, `${location.protocol}//${domain}${port}`);
    url.searchParams.set('orgId', String(organisation.id));
    return url.href;
  } catch {
    // A domain no URL can hold: nowhere to go.
    return null;
  }
}

/**
 * The host-redirect rule of section 1 for the current organisation: its domain (keeping `path`,
 * with orgId) when the browser's host is none of its domains; null when it is one of them or
 * when the organisation has no domain, so that the browser stays put.
 */
export function hostRedirect(
  organisation: Hosted & { id: number },
  location: PageLocation,
  path = '/',
): string | null {
  return matchesHost(organisation, location) ? null : organisationUrl(organisation, location, path);
}

export interface ChangeOrganisationEffects {
  location: PageLocation;
  store(id: number): void;
  /** Reloads the maps and users of the organisation now current. */
  reload(): void;
  redirect(url: string): void;
}

/**
 * Changing the organisation: on this host it is stored and its maps and users are reloaded;
 * on another domain the browser goes there (the host-redirect rule of section 1).
 */
export function changeOrganisation(
  organisation: Hosted & { id: number },
  effects: ChangeOrganisationEffects,
): 'changed' | 'redirected' {
  const url = hostRedirect(organisation, effects.location);
  if (url) {
    effects.redirect(url);
    return 'redirected';
  }
  effects.store(organisation.id);
  effects.reload();
  return 'changed';
}
