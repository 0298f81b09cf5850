import type { ReactNode } from 'react';
import { useStore } from '../../../lib/createStore.js';
import { SidebarDrawer } from '../../../components/sidebar/SidebarDrawer.js';
import { mapSidebarCollapsedStore } from './mapSidebarStore.js';

/**
 * The map sidebar's place: the shared sidebar column (a drawer on phones), which 'Hide'
 * collapses on larger screens.
 */
export function MapSidebarFrame({ children }: { children: ReactNode }) {
  const collapsed = useStore(mapSidebarCollapsedStore);
  return (
    <SidebarDrawer collapsed={collapsed} scroll={false}>
      {children}
    </SidebarDrawer>
  );
}
