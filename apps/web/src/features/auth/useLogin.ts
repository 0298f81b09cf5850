import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@waymark/contract';
import { logIn } from '../../entities/session/authCalls.js';
import { dropSession, startSession } from './startSession.js';

/**
 * Login (section 4): drop any old token, send the credentials, store the key, then load the
 * profile and the maps, so that Home can go straight to the active map.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginBody) => {
      dropSession(queryClient);
      const { key } = await logIn(credentials);
      return startSession(queryClient, key);
    },
  });
}
