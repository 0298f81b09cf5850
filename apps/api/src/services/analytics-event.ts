import type { AnalyticsEvent } from '@waymark/contract/analytics';

/** The body of Plausible's Events API (POST <base>/api/event). */
export interface PlausibleEvent {
  name: string;
  url: string;
  domain: string;
  referrer?: string;
  props?: Record<string, string>;
}

/**
 * Another site's address that led to the page, as its origin only (its path and query may hold
 * anything, tokens included); nothing when it is this site (whose paths name ids and share
 * tokens) or not a web address.
 */
export function externalReferrer(referrer: string | undefined, origin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const from = new URL(referrer);
    if (from.protocol !== 'https:' && from.protocol !== 'http:') return undefined;
    if (from.host === new URL(origin).host) return undefined;
    return from.origin;
  } catch {
    return undefined;
  }
}

/**
 * What the analytics service receives of an event: its name, the page as its route pattern on
 * the portal's origin (`https://maps.example.com/maps/:id/`), the site, another site's origin
 * that referred to it, and its closed-list properties. Nothing else: no user, no id, no token.
 */
export function plausibleEvent(
  event: AnalyticsEvent,
  origin: string,
  domain: string | undefined,
): PlausibleEvent {
  const referrer = externalReferrer(event.referrer, origin);
  const props: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.props ?? {})) if (value) props[key] = value;
  return {
    name: event.name,
    url: `${origin}${event.route}`,
    domain: domain ?? new URL(origin).host,
    ...(referrer ? { referrer } : {}),
    ...(Object.keys(props).length ? { props } : {}),
  };
}
