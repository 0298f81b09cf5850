import { useTranslation } from 'react-i18next';
import { AdminPage } from './AdminPage.js';
import { OrganisationsList } from '../../features/organisations-admin/OrganisationsList.js';

export function OrganisationsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.organisations')} ability="open_organisations_settings">
      <OrganisationsList />
    </AdminPage>
  );
}
