import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { logout } from '../../features/auth/logout.js';
import { paths } from '../../routing/paths.js';

/** Logout (2.17): signs out on the server and here, then lands on Login. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let current = true;
    void logout(queryClient).then(() => {
      if (current) void navigate(paths.login(), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate, queryClient]);
  return <LoadingIndicator label={t('auth.loggingOut')} />;
}
