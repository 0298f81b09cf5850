import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { navigateAway } from '../../lib/navigateAway.js';
import { paths } from '../../routing/paths.js';
import { logout } from './logout.js';
import { unsentMarkupChanges } from './unsentMarkupChanges.js';

export type LogoutStep = { kind: 'working' } | { kind: 'unsent'; count: number };

/**
 * Logout (2.17): signs out and lands on Login, unless markup changes made offline still wait on
 * the device — signing out would delete them, so the user chooses (nothing is lost silently).
 */
export function useLogoutFlow(): { step: LogoutStep; signOut: () => void; goBack: () => void } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<LogoutStep>({ kind: 'working' });

  const signOut = useCallback(() => {
    setStep({ kind: 'working' });
    void logout(queryClient).then((endSession) => {
      // The identity provider ends its session too, then sends the browser back to Login.
      if (endSession) navigateAway(endSession);
      else void navigate(paths.login(), { replace: true });
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    let current = true;
    void unsentMarkupChanges().then((count) => {
      if (!current) return;
      if (count > 0) setStep({ kind: 'unsent', count });
      else signOut();
    });
    return () => {
      current = false;
    };
  }, [signOut]);

  return { step, signOut, goBack: () => void navigate(-1) };
}
