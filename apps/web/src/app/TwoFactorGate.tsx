import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary.js';
import { FullScreenMessage } from '../components/FullScreenMessage.js';
import { useProfile } from '../entities/session/useProfile.js';
import { withTimeout } from '../lib/lazySection.js';

// Only a session that must set up two-factor sign-in loads it: never on the map's way.
const TwoFactorRequiredScreen = lazy(() =>
  withTimeout(import('../features/two-factor/TwoFactorRequiredScreen.js')).then((module) => ({
    default: module.TwoFactorRequiredScreen,
  })),
);

/**
 * While an organisation of the signed-in user requires two-factor sign-in and they have none
 * (the profile says so), the set-up takes the place of the whole app, whatever the address; the
 * auth screens (signing out) stay reachable. The server refuses everything else meanwhile.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { pathname } = useLocation();
  // A profile kept from an older version may not say; the server's 403 then fetches it anew.
  if (!profile?.two_factor?.setup_required || pathname.startsWith('/auth/')) return children;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<FullScreenMessage>{t('app.loading')}</FullScreenMessage>}>
        <TwoFactorRequiredScreen />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
