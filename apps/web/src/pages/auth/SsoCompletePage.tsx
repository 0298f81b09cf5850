import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useSsoCompletion } from '../../features/auth/useSsoCompletion.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { ssoMessages } from '../../features/auth/ssoMessages.js';

registerMessages('sso', ssoMessages);

/** /auth/login/sso/: where a provider's sign-in lands; it signs in and moves on. */
export function SsoCompletePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useSsoCompletion(params.get('code'));
  return <LoadingIndicator label={t('sso.completing')} />;
}
