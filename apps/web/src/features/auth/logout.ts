import type { QueryClient } from '@tanstack/react-query';
import { logOut } from '../../entities/session/authCalls.js';
import { isHostLayoutKey } from '../../entities/layout/layoutQueries.js';
import { setImpersonationFlag } from '../../entities/session/impersonationStore.js';
import { leaveMapShare, removeToken } from '../../entities/session/sessionStore.js';

let running: Promise<void> | null = null;

async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await logOut();
  } catch {
    // Signing out locally matters more than the server's answer (it may already be gone).
  }
  removeToken();
  leaveMapShare();
  setImpersonationFlag(false);
  // Everything the user could see goes; the host's layout stays (it is public and the startup
  // gate would otherwise show 'Initialising...' again).
  queryClient.removeQueries({ predicate: (query) => !isHostLayoutKey(query.queryKey) });
}

/** Logout (section 4): call the server, clear the token, turn impersonation off. */
export function logout(queryClient: QueryClient): Promise<void> {
  // One sign-out at a time, however often the Logout page mounts.
  running ??= signOut(queryClient).finally(() => {
    running = null;
  });
  return running;
}
