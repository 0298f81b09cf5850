import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/ErrorPage.js';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage code={404} message={t('errors.notFound')} />;
}
