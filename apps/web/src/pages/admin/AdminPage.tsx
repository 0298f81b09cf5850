import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { OfflineNotice } from '../../components/offline/OfflineNotice.js';
import { PageFrame } from '../../components/PageFrame.js';
import { paths } from '../../routing/paths.js';
import type { SettingsAbility } from '../../entities/session/settingsScreens.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';
import { useOnline } from '../../lib/useOnline.js';
import { AdminLayout } from './AdminLayout.js';

/**
 * An admin screen's frame: the admin sidebar and the heading. A settings screen opens when the
 * session's `ability` (the server's answer) says so; without it the user gets the 403 page. A
 * screen of one object without `ability` (a map's or a layer's detail) opens to whoever can read
 * that object, and shows it as the object's own abilities say. Settings need the server: with no
 * network the screen says so instead of failing.
 */
export function AdminPage({
  title,
  ability,
  children,
}: {
  title: ReactNode;
  ability?: SettingsAbility;
  /** The screen under the heading, shown only to those who may open it. */
  children?: ReactNode;
}) {
  const user = useCurrentUser();
  const abilities = useSessionAbilities();
  const online = useOnline();
  if (!user) return <LoadingIndicator />;
  if (ability && !abilities[ability]) return <Navigate to={paths.permissionDenied} replace />;
  return (
    <AdminLayout>
      <PageFrame title={title}>
        {online ? null : <OfflineNotice need="screen" />}
        {/* Hidden, not unmounted: a form being filled in is still there when the network is back. */}
        <Box hidden={!online}>{children}</Box>
      </PageFrame>
    </AdminLayout>
  );
}
