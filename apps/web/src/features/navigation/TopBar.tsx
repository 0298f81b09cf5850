import { AppBar, Box, Link, Toolbar, useTheme } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  hasSidebar,
  NON_SETTINGS_ROUTES,
  ROUTES_WITHOUT_TOP_BAR,
} from '../../routing/routeTable.js';
import { useCurrentRoute } from '../../routing/useCurrentRoute.js';
import { navbarColours } from '../../entities/layout/buildTheme.js';
import { useLayout } from '../../entities/layout/useLayout.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useSession } from '../../entities/session/useSession.js';
import { SidebarMenuButton } from '../../components/sidebar/SidebarMenuButton.js';
import { AdminCogButton } from './AdminCogButton.js';
import { Branding } from '../../entities/layout/Branding.js';
import { CloseSettingsButton } from './CloseSettingsButton.js';
import { SectionHeading } from './SectionHeading.js';
import { UserMenu, type UserMenuInvitations } from './UserMenu.js';
import type { ClientMap } from '../../entities/map/clientMap.js';

/** What the top bar shows of the offline feature, composed by the app. */
export interface TopBarOffline {
  /** Beside each map of the map switcher: 'Make available offline'. */
  SwitcherButton: ComponentType<{ map: ClientMap }>;
  /** The user menu's 'Offline maps'. */
  MenuItem: ComponentType<{ onClick(): void }>;
}

/** The top bar of 2.3; hidden on Login, PasswordReset and PasswordResetConfirm. */
export function TopBar({
  status,
  upload,
  AccessKeysDialog,
  invitations,
  offline,
}: {
  /** The connection's state ('You are offline'), composed by the app. */
  status?: ReactNode;
  /** The top bar's 'Upload' (the upload feature), composed by the app. */
  upload: ReactNode;
  /** The user menu's 'Access keys' (the access-keys feature), composed by the app. */
  AccessKeysDialog: ComponentType<{ onClose(): void }>;
  /** The user menu's 'Invitations' (the invitations feature), composed by the app. */
  invitations?: UserMenuInvitations;
  /** The switcher's and the user menu's offline entries (the offline feature). */
  offline?: TopBarOffline;
}) {
  const theme = useTheme();
  const layout = useLayout();
  const route = useCurrentRoute();
  const user = useCurrentUser();
  const { mapShare } = useSession();
  if (route && ROUTES_WITHOUT_TOP_BAR.includes(route.name)) return null;
  const colours = navbarColours(layout, theme);
  const inSettings = !!route && !NON_SETTINGS_ROUTES.includes(route.name);

  return (
    <AppBar
      position="relative"
      elevation={1}
      // Above the page below it, so that its shadow is not painted over; under drawers.
      sx={{ bgcolor: colours.background, color: colours.text, zIndex: theme.zIndex.appBar }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 64 }, px: { xs: 1, sm: 2 } }}>
        {hasSidebar(route) && <SidebarMenuButton />}
        {mapShare ? (
          // A share link's viewer has no Home to go to: the rest of the product needs a login.
          <Branding hideTitleOnPhones />
        ) : (
          <Link component={RouterLink} to="/" color="inherit" underline="none" sx={{ minWidth: 0 }}>
            <Branding hideTitleOnPhones />
          </Link>
        )}
        <Box sx={{ minWidth: 0, flexShrink: 1, display: 'flex', alignItems: 'center', ml: 1 }}>
          <SectionHeading route={route} OfflineButton={offline?.SwitcherButton} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {status}
        {upload}
        {inSettings ? <CloseSettingsButton /> : user && <AdminCogButton />}
        {user && !mapShare && (
          <UserMenu
            AccessKeysDialog={AccessKeysDialog}
            invitations={invitations}
            OfflineMapsItem={offline?.MenuItem}
          />
        )}
      </Toolbar>
    </AppBar>
  );
}
