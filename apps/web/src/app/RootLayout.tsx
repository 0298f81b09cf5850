import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { AlertBar } from '../components/alerts/AlertBar.js';
import { ToastHost } from '../components/alerts/ToastHost.js';
import { ChangePasswordSlot } from '../features/password/ChangePasswordSlot.js';
import { NavigationTracker } from './NavigationTracker.js';
import { PageViews } from './PageViews.js';
import { PageTransition } from './PageTransition.js';
import { ShellTopBar } from './shell/ShellTopBar.js';
import { StartupGate } from './StartupGate.js';

/** The app shell: top bar, alert, the page (animated in), the dialog and toasts. */
export function RootLayout() {
  return (
    <StartupGate>
      <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <ShellTopBar />
        <AlertBar />
        <PageTransition>
          <Outlet />
        </PageTransition>
      </Box>
      <ChangePasswordSlot />
      <ToastHost />
      <NavigationTracker />
      <PageViews />
    </StartupGate>
  );
}
