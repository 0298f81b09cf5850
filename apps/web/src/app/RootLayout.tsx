import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { AlertBar } from '../components/alerts/AlertBar.js';
import { ToastHost } from '../components/alerts/ToastHost.js';
import { ChangePasswordSlot } from '../features/password/ChangePasswordSlot.js';
import { TwoFactorSlot } from '../features/two-factor/TwoFactorSlot.js';
import { NavigationTracker } from './NavigationTracker.js';
import { PageViews } from './PageViews.js';
import { PageTransition } from './PageTransition.js';
import { ShellTopBar } from './shell/ShellTopBar.js';
import { StartupGate } from './StartupGate.js';
import { TwoFactorGate } from './TwoFactorGate.js';

/**
 * The app shell: top bar, alert, the page (animated in), the dialogs and toasts; or, for a
 * session that must set up two-factor sign-in first, that set-up alone.
 */
export function RootLayout() {
  return (
    <TwoFactorGate>
      <StartupGate>
        <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
          <ShellTopBar />
          <AlertBar />
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Box>
        <ChangePasswordSlot />
        <TwoFactorSlot />
        <ToastHost />
        <NavigationTracker />
        <PageViews />
      </StartupGate>
    </TwoFactorGate>
  );
}
