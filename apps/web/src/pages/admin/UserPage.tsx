import { useParams } from 'react-router';
import { AdminPage } from './AdminPage.js';
import { UserDetail } from '../../features/users-admin/UserDetail.js';
import { UserHeading } from '../../features/users-admin/UserHeading.js';
import { parseRouteId } from '../../routing/useRouteParams.js';
import { NotFoundPage } from '../NotFoundPage.js';

export function UserPage() {
  const userId = parseRouteId(useParams().id);
  if (userId === null) return <NotFoundPage />;
  return (
    <AdminPage title={<UserHeading userId={userId} />} ability="open_users_settings">
      {/* A new key per user: the form starts afresh when the route moves to another user. */}
      <UserDetail key={userId} userId={userId} />
    </AdminPage>
  );
}
