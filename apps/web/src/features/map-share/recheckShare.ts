import { validateShareToken } from '../../entities/map-share/shareApi.js';

let pending: Promise<void> | null = null;

/**
 * Asks the server again whether the open share link still stands. A refusal (403 'Invalid
 * token.') reaches the global answer handling, which ends map-share mode with 'Token expired';
 * any other failure (offline, a busy server) leaves the viewer as it is. One question at a time:
 * a burst of refused tiles asks once.
 */
export function recheckShare(token: string): Promise<void> {
  pending ??= validateShareToken(token)
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
