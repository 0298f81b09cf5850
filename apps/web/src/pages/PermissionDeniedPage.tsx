import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/ErrorPage.js';

export function PermissionDeniedPage() {
  const { t } = useTranslation();
  return <ErrorPage code={403} message={t('errors.permissionDenied')} />;
}
