import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { UnsentMarkupsWarning } from '../../features/auth/UnsentMarkupsWarning.js';
import { useLogoutFlow } from '../../features/auth/useLogoutFlow.js';

/** Logout (2.17): signs out on the server and here, then lands on Login. */
export function LogoutPage() {
  const { t } = useTranslation();
  const { step, signOut, goBack } = useLogoutFlow();
  if (step.kind === 'unsent') {
    return <UnsentMarkupsWarning count={step.count} onSignOut={signOut} onGoBack={goBack} />;
  }
  return <LoadingIndicator label={t('auth.loggingOut')} />;
}
