import { Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useStore } from '../../../lib/createStore.js';
import { SIDEBAR_WIDTH } from '../../sidebar/SidebarDrawer.js';
import { closeSidebar, sidebarStore } from '../../sidebar/sidebarStore.js';
import { mapSidebarCollapsedStore } from './mapSidebarStore.js';

/**
 * The map sidebar's place: a column 300 wide beside the map that 'Hide' collapses, or on a phone
 * a drawer opened by the top bar's menu button.
 */
export function MapSidebarFrame({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const drawerOpen = useStore(sidebarStore);
  const collapsed = useStore(mapSidebarCollapsedStore);

  if (phone) {
    return (
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={closeSidebar}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
      >
        {children}
      </Drawer>
    );
  }
  if (collapsed) return null;
  return (
    <Box
      component="aside"
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minHeight: 0,
      }}
    >
      {children}
    </Box>
  );
}
