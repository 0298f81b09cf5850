import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/AuthCard.js';
import { LoginForm } from '../../features/auth/LoginForm.js';
import { SsoEmailHint } from '../../features/auth/SsoEmailHint.js';
import { SsoErrorAlert } from '../../features/auth/SsoErrorAlert.js';
import { SsoProviderButtons } from '../../features/auth/SsoProviderButtons.js';
import { safeNextPath } from '../../routing/paths.js';

/** Login: the host organisation's provider, then e-mail (first) and password. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <AuthCard title={t('auth.signIn')}>
      <Stack spacing={2}>
        <SsoErrorAlert error={params.get('sso_error')} />
        <SsoProviderButtons next={next} />
        <LoginForm
          onSignedIn={() => void navigate(next, { replace: true })}
          emailHint={(email, left) => <SsoEmailHint email={email} left={left} next={next} />}
        />
      </Stack>
    </AuthCard>
  );
}
