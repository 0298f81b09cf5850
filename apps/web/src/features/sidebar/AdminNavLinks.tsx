import BusinessIcon from '@mui/icons-material/Business';
import HistoryIcon from '@mui/icons-material/History';
import LayersIcon from '@mui/icons-material/Layers';
import MapIcon from '@mui/icons-material/Map';
import PeopleIcon from '@mui/icons-material/People';
import ShareIcon from '@mui/icons-material/Share';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentRoute } from '../../routing/useCurrentRoute.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';
import { isAdminLinkActive, visibleAdminLinks, type AdminLink } from './adminLinks.js';
import { closeSidebar } from '../../components/sidebar/sidebarStore.js';

const ICONS: Record<AdminLink['id'], ReactElement> = {
  maps: <MapIcon />,
  layers: <LayersIcon />,
  users: <PeopleIcon />,
  organisations: <BusinessIcon />,
  mapShares: <ShareIcon />,
  auditLog: <HistoryIcon />,
};

/** The settings links the session may open; the current section's link is highlighted. */
export function AdminNavLinks() {
  const { t } = useTranslation();
  const abilities = useSessionAbilities();
  const route = useCurrentRoute();
  const links = visibleAdminLinks(abilities);
  if (!links.length) return null;
  return (
    <List component="nav" aria-label={t('sidebar.navigation')}>
      {links.map((link) => {
        const active = isAdminLinkActive(link, route?.name ?? null);
        return (
          <ListItemButton
            key={link.id}
            component={RouterLink}
            to={link.to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={closeSidebar}
          >
            <ListItemIcon>{ICONS[link.id]}</ListItemIcon>
            <ListItemText primary={t(link.label)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
