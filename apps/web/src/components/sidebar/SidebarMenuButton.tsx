import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { openSidebar } from './sidebarStore.js';

/** Opens the sidebar drawer; only extra-small screens need it. */
export function SidebarMenuButton() {
  const { t } = useTranslation();
  return (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={t('common.openMenu')}
      onClick={openSidebar}
      sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
    >
      <MenuIcon />
    </IconButton>
  );
}
