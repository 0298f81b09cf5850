/**
 * Whose offline copy a pack is: a signed-in user (by the profile's id, on this host, with the
 * organisation current when it was made), or a share's viewer (by the share). Another person
 * on the same device never sees it: the lists and the offline map read only the current
 * session's copies, and the others are removed (features/offline).
 */
export interface PackOwner {
  /** The profile's user id; null for a share's viewer. */
  user: number | null;
  /**
   * The share viewed, for a share's viewer: a digest of its token (the session knows the
   * share by its token alone, and the token itself, a credential, is never stored).
   */
  share: string | null;
  /** The host the app was used on (each host may be another organisation's). */
  host: string;
  /** The user's organisation when the copy was made (null for a share's viewer). */
  organisation: number | null;
}

/** The session as the owner of a copy is told from it. */
export interface OwnerSession {
  /** The signed-in user's id (null when none). */
  userId: number | null;
  /** The share's token in map-share mode (else null). */
  shareToken: string | null;
  organisationId: number | null;
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** FNV-1a, twice over: where the browser has no SubtleCrypto (not a secure context). */
function fallbackDigest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(text.length - 1 - i), 0x811c9dc5) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/** The share's key: SHA-256 of its token. */
export async function shareKeyOf(token: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return fallbackDigest(token);
  return hex(await subtle.digest('SHA-256', new TextEncoder().encode(`waymark-share:${token}`)));
}

/** The owner of the copies made in this session; null when nobody is signed in. */
export async function packOwnerOf(
  session: OwnerSession,
  host: string = globalThis.location?.host ?? '',
): Promise<PackOwner | null> {
  if (session.shareToken !== null) {
    return { user: null, share: await shareKeyOf(session.shareToken), host, organisation: null };
  }
  if (session.userId === null) return null;
  return { user: session.userId, share: null, host, organisation: session.organisationId };
}

/**
 * Whether a copy is this owner's: the same user (or the same share) on the same host. The
 * organisation does not part them: a user who switches organisations keeps their copies.
 */
export function isSameOwner(owner: PackOwner | undefined, current: PackOwner): boolean {
  return (
    owner !== undefined &&
    owner.user === current.user &&
    owner.share === current.share &&
    owner.host === current.host
  );
}

/** A key that tells owners apart (as isSameOwner does). */
export const ownerKey = (owner: PackOwner) => JSON.stringify([owner.user, owner.share, owner.host]);
