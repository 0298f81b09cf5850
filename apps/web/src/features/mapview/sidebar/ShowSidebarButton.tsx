import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/createStore.js';
import { expandMapSidebar, mapSidebarCollapsedStore } from './mapSidebarStore.js';

/** Over the map while the sidebar is hidden: brings it back. */
export function ShowSidebarButton() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const collapsed = useStore(mapSidebarCollapsedStore);
  if (phone || !collapsed) return null;
  return (
    <Button
      variant="contained"
      color="inherit"
      size="small"
      startIcon={<ChevronRightIcon />}
      onClick={expandMapSidebar}
      sx={{ position: 'absolute', top: 10, left: 10, zIndex: 2, bgcolor: 'background.paper' }}
    >
      {t('mapView.showSidebar')}
    </Button>
  );
}
