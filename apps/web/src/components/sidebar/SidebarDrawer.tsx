import { Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useStore } from '../../lib/createStore.js';
import { closeSidebar, sidebarStore } from './sidebarStore.js';

export const SIDEBAR_WIDTH = 300;

/**
 * A column 300 wide beside the page, or on extra-small screens a drawer the menu button opens.
 * `collapsed` hides the column (the map sidebar's 'Hide'); the phone drawer is unaffected.
 */
export function SidebarDrawer({
  children,
  collapsed = false,
  scroll = true,
}: {
  children: ReactNode;
  collapsed?: boolean;
  /** false when the content scrolls its own parts (the map sidebar's layer list). */
  scroll?: boolean;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const open = useStore(sidebarStore);

  if (phone) {
    return (
      <Drawer
        variant="temporary"
        open={open}
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
        ...(scroll ? { overflowY: 'auto' } : { minHeight: 0 }),
      }}
    >
      {children}
    </Box>
  );
}
