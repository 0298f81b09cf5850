import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/admin/AdminPage.js';

export function OrganisationPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.organisation')} permission="organisations.change_organisation" />
  );
}
