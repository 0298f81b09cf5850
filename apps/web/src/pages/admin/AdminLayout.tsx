import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AdminSidebar } from './AdminSidebar.js';
import { SidebarDrawer } from '../../components/sidebar/SidebarDrawer.js';

/** Admin routes and Home: the admin sidebar beside the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0, height: '100%' }}>
      <SidebarDrawer>
        <AdminSidebar />
      </SidebarDrawer>
      <Box sx={{ flex: 1, minWidth: 0, overflowY: 'auto' }}>{children}</Box>
    </Box>
  );
}
