import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/admin/AdminPage.js';

export function UserPage() {
  const { t } = useTranslation();
  return <AdminPage title={t('admin.user')} permission="users.change_user" />;
}
