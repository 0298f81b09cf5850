import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsEvent } from '@waymark/contract/analytics';
import type { Principal } from '../policies/principal.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import { plausibleEvent, type PlausibleEvent } from './analytics-event.js';

/** Events on their way at once, per process; more are dropped (a burst must not pile up). */
const MAX_IN_FLIGHT = 100;
/** Plausible needs a user agent (bot filtering, devices); a client that sent none gets this. */
const FALLBACK_USER_AGENT = 'Mozilla/5.0 (compatible; Waymark)';

export interface AnalyticsSettings {
  /** The service's base URL; unset: analytics is off and every event is dropped. */
  url?: string;
  /** The site name; unset: the host the portal was reached on. */
  domain?: string;
  timeoutMs: number;
}

export interface RelayContext {
  /** Who sent the event (null: not signed in, e.g. the sign-in page). */
  principal: Principal | null;
  /** The portal's origin for this request (asked only when the event is sent on). */
  origin(): Promise<string>;
  userAgent: string | undefined;
}

/**
 * Sends the web app's page views and events on to a Plausible-compatible service, from the
 * server: the service never sees the visitor's address, cookies or the page's real path. A
 * share-link viewer's events go only where their organisation allows it. Delivery happens after
 * the answer, and a slow or failing service only costs a log line.
 */
export class AnalyticsRelay {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly settings: AnalyticsSettings,
    private readonly organisations: OrganisationRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return this.settings.url !== undefined;
  }

  async accept(event: AnalyticsEvent, context: RelayContext): Promise<void> {
    if (!this.settings.url) return;
    const share = context.principal?.share;
    if (share && !(await this.organisations.shareViewerAnalytics(share.organisationId))) return;
    if (this.inFlight.size >= MAX_IN_FLIGHT) {
      this.log.debug('analytics event dropped: too many on their way');
      return;
    }
    const payload = plausibleEvent(event, await context.origin(), this.settings.domain);
    const userAgent = context.userAgent?.slice(0, 512) || FALLBACK_USER_AGENT;
    const delivery: Promise<void> = this.deliver(this.settings.url, payload, userAgent).finally(
      () => this.inFlight.delete(delivery),
    );
    this.inFlight.add(delivery);
  }

  /** Waits for the events on their way (shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Only these headers go: the body's type and the browser's user agent. No X-Forwarded-For, so
   * the service sees this server's address, never the visitor's; no cookie, no referer.
   */
  private async deliver(base: string, payload: PlausibleEvent, userAgent: string): Promise<void> {
    try {
      const response = await fetch(`${base.replace(/\/+$/, '')}/api/event`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
        body: JSON.stringify(payload),
        redirect: 'error',
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) {
        this.log.warn({ status: response.status }, 'the analytics service refused an event');
      }
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'analytics event not delivered');
    }
  }
}
