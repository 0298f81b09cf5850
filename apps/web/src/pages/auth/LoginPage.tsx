import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/AuthCard.js';
import { LoginForm } from '../../features/auth/LoginForm.js';
import { safeNextPath } from '../../routing/paths.js';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('auth.signIn')}>
      <LoginForm
        onSignedIn={() => void navigate(safeNextPath(params.get('next')), { replace: true })}
      />
    </AuthCard>
  );
}
