import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/admin/AdminPage.js';

export function UsersPage() {
  const { t } = useTranslation();
  return <AdminPage title={t('sidebar.users')} permission="users.change_user" />;
}
