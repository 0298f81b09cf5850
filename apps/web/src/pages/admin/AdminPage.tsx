import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Permission } from '@waymark/contract';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PageFrame } from '../../components/PageFrame.js';
import { paths } from '../../routing/paths.js';
import { hasPermission } from '../../entities/session/permissions.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { AdminLayout } from './AdminLayout.js';

/**
 * An admin screen's frame: the admin sidebar and the heading. The lists and forms of these
 * screens come in a later issue. Without the screen's permission the user gets the 403 page.
 */
export function AdminPage({
  title,
  permission,
  children,
}: {
  title: ReactNode;
  permission: Permission;
  /** The screen under the heading, shown only to those with the permission. */
  children?: ReactNode;
}) {
  const user = useCurrentUser();
  if (!user) return <LoadingIndicator />;
  if (!hasPermission(user, permission)) return <Navigate to={paths.permissionDenied} replace />;
  return (
    <AdminLayout>
      <PageFrame title={title}>{children}</PageFrame>
    </AdminLayout>
  );
}
