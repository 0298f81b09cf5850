import { useTranslation } from 'react-i18next';
import { AdminPage } from './AdminPage.js';
import { UsersList } from '../../features/users-admin/UsersList.js';

export function UsersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.users')} ability="open_users_settings">
      <UsersList />
    </AdminPage>
  );
}
