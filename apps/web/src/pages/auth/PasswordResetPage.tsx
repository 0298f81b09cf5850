import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard.js';
import { PasswordResetForm } from '../../features/auth/PasswordResetForm.js';

export function PasswordResetPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <PasswordResetForm />
    </AuthCard>
  );
}
