import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenMessage } from '../components/FullScreenMessage.js';
import { UnconfiguredHost } from './layout/UnconfiguredHost.js';
import { useHostLayout } from '../entities/layout/useHostLayout.js';
import { leavePage } from './leavePage.js';
import { useHostRedirect } from './useHostRedirect.js';
import { useStartup } from './useStartup.js';

/**
 * 'Initialising...' while the host layout, the user and the maps load, and while the browser
 * goes to the current organisation's domain (section 1); an unconfigured host shows only its
 * message.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hostLayout = useHostLayout();
  const { starting } = useStartup();
  const redirect = useHostRedirect();
  useEffect(() => {
    if (redirect) leavePage(redirect);
  }, [redirect]);
  if (hostLayout.unconfigured) return <UnconfiguredHost />;
  if (hostLayout.isPending || starting || redirect) {
    return <FullScreenMessage>{t('app.initialising')}</FullScreenMessage>;
  }
  return children;
}
