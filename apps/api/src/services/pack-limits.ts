import type { Principal } from '../policies/principal.js';
import type { PackOwner } from '../repositories/pack.repository.js';
import type { AttemptLimiter } from './attempt-limiter.js';

/**
 * Live packs (none of whose archives failed) one owner — a user, or a share link's viewers
 * together — may hold of one map. Packs of the same content share their archives, but each new
 * area or zoom range is new work for the workers and new storage: without a cap, anyone who may
 * read a map (a share link's every viewer) could fill the install's disk. Deleting one, or one
 * failing, makes room.
 */
export const PACK_MAX_LIVE = 20;

/** What limits packing, beside the size of one pack (PACK_MAX_TILES, PACK_MAX_BYTES). */
export interface PackLimits {
  /** Packs asked for per user or share link (PACK_RATE_LIMIT an hour). */
  packs: Pick<AttemptLimiter, 'reserve'>;
  /** Estimates asked for per user or share link (PACK_ESTIMATE_RATE_LIMIT an hour). */
  estimates: Pick<AttemptLimiter, 'reserve'>;
  /**
   * Past this many seconds unchanged, an archive being built, or queued, is taken for dead and
   * failed (PackArchiveRepository.failStale), so that no new pack reuses it.
   */
  stale: { building: number; queued: number };
}

export const TOO_MANY_PACKS =
  `At most ${PACK_MAX_LIVE} packs of a map are kept for each user or share link: ` +
  'delete one to make another.';

/** Whose packs the principal's are, and the key their limits are counted under. */
export function ownerOf(principal: Principal): { owner: PackOwner; key: string } {
  return principal.share
    ? { owner: { shareId: principal.share.shareId }, key: `share:${principal.share.shareId}` }
    : { owner: { userId: principal.id }, key: `user:${principal.id}` };
}

/** Beyond a build's time limit: storing its file (the row is touched before) and clock skew. */
const STALE_MARGIN_SECONDS = 600;
/**
 * How long an archive may wait in the queue before it is taken for lost: a day, since a busy
 * queue (PACK_WORKER_CONCURRENCY builds at a time, each up to PACK_TIMEOUT_SECONDS) may hold it
 * for hours; lost ones are rare (queuing that fails fails the archive at once).
 */
const QUEUED_STALE_SECONDS = 24 * 3600;

/** When archives are taken for dead, for a build time limit of `timeoutSeconds`. */
export function staleAfter(timeoutSeconds: number): PackLimits['stale'] {
  const building = timeoutSeconds + STALE_MARGIN_SECONDS;
  return { building, queued: Math.max(building, QUEUED_STALE_SECONDS) };
}
