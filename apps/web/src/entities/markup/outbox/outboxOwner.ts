import { shareKeyOf } from '../../pack/storage/packOwner.js';

/**
 * The owner of markup changes kept on the device: the signed-in user on this host, or a share
 * link's viewer (by a digest of its token: the token, a credential, is never stored). Null when
 * nobody is signed in.
 */
export async function outboxOwnerOf(
  session: { userId: number | null; shareToken: string | null },
  host: string = globalThis.location?.host ?? '',
): Promise<string | null> {
  if (session.shareToken !== null) return `share:${await shareKeyOf(session.shareToken)}@${host}`;
  return session.userId === null ? null : `user:${session.userId}@${host}`;
}
