import { useEffect } from 'react';
import { useSession } from '../../entities/session/useSession.js';
import { recheckShare } from './recheckShare.js';

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;
/** The server's clock may be a little behind ours: ask just after the expiry. */
const AFTER_EXPIRY_MS = 2000;

/**
 * In map-share mode, a viewer left open past the link's expiry is not shown a map that no
 * longer answers: at the expiry the link is checked again, and its refusal ends the share.
 */
export function useShareExpiryCheck(): void {
  const { mapShare } = useSession();
  const token = mapShare?.token ?? null;
  const expiry = mapShare?.share.expiry ?? null;

  useEffect(() => {
    if (token === null || expiry === null) return undefined;
    const at = new Date(expiry).getTime();
    if (Number.isNaN(at)) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = at + AFTER_EXPIRY_MS - Date.now();
      timer = setTimeout(
        () => (wait > LONGEST_DELAY_MS ? arm() : void recheckShare(token)),
        Math.max(0, Math.min(wait, LONGEST_DELAY_MS)),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, [token, expiry]);
}
