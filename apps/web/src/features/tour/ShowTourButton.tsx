import TourIcon from '@mui/icons-material/TourOutlined';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../lib/lazySection.js';
import { showAlert } from '../../lib/notificationsStore.js';
import { closeSidebar } from '../../components/sidebar/sidebarStore.js';
import { readTourStatus, setTourStatus } from './tourStatus.js';

/** Longest wait for the phone's drawer to slide away. */
const DRAWER_WAIT_MS = 3000;

/** Resolves once the sidebar drawer has left the page (or after DRAWER_WAIT_MS). */
function drawerGone(): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const open = document.querySelector('[data-testid="map-sidebar"]');
      if (!open || performance.now() - started > DRAWER_WAIT_MS) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * 'Show Tour' (2.6): a step-by-step tour of what this user sees. tourStatus stays 'running'
 * while it shows and becomes 'done' when it ends; a status other than 'done' found when the
 * sidebar opens (a tour asked for, or cut short by a reload) starts it again.
 */
export function ShowTourButton() {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const running = useRef(false);

  const start = () => {
    if (running.current) return;
    running.current = true;
    setTourStatus('running');
    // On a phone the sidebar is a drawer over the page: the tour shows the page, from the menu.
    if (phone) closeSidebar();
    // The drawer has gone before the tour looks for what is on screen.
    const settled = phone ? drawerGone() : Promise.resolve();
    withTimeout(import('./runTour.js'))
      .then(async ({ runTour }) => {
        await settled;
        await runTour(t);
      })
      .catch(() => showAlert({ key: 'app.chunkError' }))
      .finally(() => {
        running.current = false;
        setTourStatus('done');
      });
  };

  useEffect(() => {
    if (readTourStatus() === 'done') return undefined;
    // Once the map view has drawn its parts.
    const timer = setTimeout(start, 1000);
    return () => clearTimeout(timer);
    // Only when the sidebar first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Button variant="outlined" startIcon={<TourIcon />} onClick={start} fullWidth>
      {t('tour.show')}
    </Button>
  );
}
