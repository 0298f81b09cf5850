import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AlertBar } from '../components/alerts/AlertBar.js';
import { ToastHost } from '../components/alerts/ToastHost.js';
import { analyticsEnabled } from '../entities/analytics/analytics.js';
import { ChangePasswordSlot } from '../features/password/ChangePasswordSlot.js';
import { lazyAfterFirstFrame } from '../map/afterFirstFrame.js';
import { NavigationTracker } from './NavigationTracker.js';
import { PageTransition } from './PageTransition.js';
import { ShellTopBar } from './shell/ShellTopBar.js';
import { StartupGate } from './StartupGate.js';

/** Page views, where analytics is configured: their own chunk, after the map's first frame. */
const AnalyticsTracker = lazyAfterFirstFrame(() =>
  import('./AnalyticsTracker.js').then((module) => module.AnalyticsTracker),
);

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
      {analyticsEnabled() ? (
        <Suspense fallback={null}>
          <AnalyticsTracker />
        </Suspense>
      ) : null}
    </StartupGate>
  );
}
