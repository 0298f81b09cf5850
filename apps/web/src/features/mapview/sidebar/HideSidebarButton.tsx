import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { closeSidebar } from '../../../components/sidebar/sidebarStore.js';
import { collapseMapSidebar } from './mapSidebarStore.js';

/** 'Hide': collapses the sidebar (closes the drawer on a phone). */
export function HideSidebarButton() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Button
      size="small"
      color="inherit"
      startIcon={<ChevronLeftIcon />}
      onClick={phone ? closeSidebar : collapseMapSidebar}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('mapView.hide')}
    </Button>
  );
}
