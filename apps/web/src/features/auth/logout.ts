import type { QueryClient } from '@tanstack/react-query';
import { logOut } from '../../entities/session/authCalls.js';
import { isHostLayoutKey } from '../../entities/layout/layoutQueries.js';
import { setImpersonationFlag } from '../../entities/session/impersonationStore.js';
import { leaveMapShare, removeToken } from '../../entities/session/sessionStore.js';
import { clearOfflineStorage } from '../../lib/clearOfflineStorage.js';
import { reportError } from '../../lib/errorReporting.js';

let running: Promise<string | null> | null = null;

/** Signs out; answers the identity provider's end-session URL for a single sign-on session. */
async function signOut(queryClient: QueryClient): Promise<string | null> {
  let endSession: string | null = null;
  try {
    endSession = (await logOut()).end_session_url ?? null;
  } catch {
    // Signing out locally matters more than the server's answer (it may already be gone).
  }
  removeToken();
  leaveMapShare();
  setImpersonationFlag(false);
  // Everything the user could see goes; the host's layout stays (it is public and the startup
  // gate would otherwise show 'Initialising...' again).
  queryClient.removeQueries({ predicate: (query) => !isHostLayoutKey(query.queryKey) });
  // And what the app kept in the browser for offline use (the next user of the device must not
  // find this one's maps): a part that could not be removed is reported, the sign-out goes on.
  for (const failure of await clearOfflineStorage()) reportError(failure);
  return endSession;
}

/**
 * Logout (section 4): call the server, clear the token, turn impersonation off, and remove the
 * offline data. A session made by single sign-on answers where its provider ends its own.
 */
export function logout(queryClient: QueryClient): Promise<string | null> {
  // One sign-out at a time, however often the Logout page mounts.
  running ??= signOut(queryClient).finally(() => {
    running = null;
  });
  return running;
}
