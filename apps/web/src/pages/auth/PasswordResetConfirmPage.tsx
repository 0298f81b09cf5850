import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthCard } from '../../features/auth/AuthCard.js';
import { PasswordResetConfirmForm } from '../../features/auth/PasswordResetConfirmForm.js';

export function PasswordResetConfirmPage() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <PasswordResetConfirmForm uid={uid} token={token} />
    </AuthCard>
  );
}
