import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { exchangeSsoCode } from '../../entities/session/ssoCalls.js';
import { paths, safeNextPath } from '../../routing/paths.js';
import { dropSession, startSession } from './startSession.js';

// One exchange per code, however often the page mounts: a code works once.
const exchanges = new Map<string, Promise<string>>();

/**
 * The end of a single sign-in: trades the callback's one-time code for a token, loads the
 * session as a password sign-in does, and goes where the user was going; a code that no longer
 * works goes back to Login, which says so.
 */
export function useSsoCompletion(code: string | null): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    const finish = async (handed: string) => {
      dropSession(queryClient);
      const { key, next } = await exchangeSsoCode(handed);
      await startSession(queryClient, key);
      return next;
    };
    let exchange = code ? exchanges.get(code) : Promise.reject(new Error('no code'));
    if (code && !exchange) {
      exchange = finish(code);
      exchanges.set(code, exchange);
    }
    exchange!.then(
      (next) => current && void navigate(safeNextPath(next), { replace: true }),
      () => {
        if (current) void navigate(`${paths.login()}?sso_error=expired`, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [code, navigate, queryClient]);
}
