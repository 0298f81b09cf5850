import { createHash } from 'node:crypto';
import { SHARE_TOKEN_PATTERN, type MapShareValidation } from '@waymark/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { GenerationCache } from '../db/generation-cache.js';
import type {
  MapShareRepository,
  MapShareView,
  ShareUse,
} from '../repositories/map-share.repository.js';
import type { ShareGrant } from '../policies/principal.js';
import { digest } from './secrets.js';

const FLUSH_EVERY_MS = 5000;

/**
 * Opens share links: a token is looked up by its digest (cached per process, the change notices
 * keep the cache honest, so a revocation or a rotation is refused by every process at once),
 * then checked for revocation and expiry on every request. Each use is counted in memory and
 * written in batches (requests, first and last use, distinct clients).
 */
export class ShareAccessService {
  private pending = new Map<number, ShareUse>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly shares: MapShareRepository,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly cache?: GenerationCache<string, MapShareView | undefined>,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  private async find(token: string): Promise<MapShareView | null> {
    if (!SHARE_TOKEN_PATTERN.test(token)) return null;
    const load = () => this.shares.findByTokenHash(digest(token));
    const row = await (this.cache ? this.cache.get(token, load) : load());
    if (!row || row.revoked_at || new Date(row.expiry).getTime() <= Date.now()) return null;
    return row;
  }

  /** What the token opens, or null for an unknown, revoked or expired token. */
  async grant(token: string): Promise<ShareGrant | null> {
    const row = await this.find(token);
    if (!row) return null;
    return {
      shareId: row.id,
      organisationId: row.organisation_id,
      mapId: row.map_id,
      bounds: row.bounds,
      expiry: new Date(row.expiry),
      createdBy: row.created_by,
      markups: row.markups,
    };
  }

  /** GET mapshares/:token/ (spec section 3, MapShare); null when not valid. */
  async validation(token: string): Promise<MapShareValidation | null> {
    const row = await this.find(token);
    if (!row) return null;
    return {
      token,
      map: row.map_id,
      map_title: row.map_title,
      expiry: new Date(row.expiry).toISOString(),
      created_by: {
        first_name: row.creator_first_name ?? '',
        last_name: row.creator_last_name ?? '',
      },
      bounds: row.bounds,
      markups: row.markups,
    };
  }

  /** Counts one request of a share by a client (address and browser, as a digest). */
  recordUse(shareId: number, client: string): void {
    const use = this.pending.get(shareId) ?? { requests: 0, clients: new Set<string>() };
    use.requests += 1;
    if (use.clients.size < 10_000)
      use.clients.add(createHash('sha256').update(client).digest('hex'));
    this.pending.set(shareId, use);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    await this.shares.recordUse(batch).catch((err: unknown) => {
      this.log.warn({ err }, 'map share use could not be recorded');
    });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
