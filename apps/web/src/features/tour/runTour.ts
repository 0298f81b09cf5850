import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import type { TFunction } from 'i18next';
import { selectTourSteps, type TourLabels } from './tourSteps.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { tourMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('tour', tourMessages);

/** The labels the tour finds the page's elements by, in the interface language. */
export function tourLabels(t: TFunction): TourLabels {
  return {
    openMenu: t('common.openMenu'),
    search: t('mapView.searchLabel'),
    layers: t('mapView.layers'),
    upload: t('upload.button'),
    settings: t('topBar.mapSettings'),
    account: t('topBar.account'),
  };
}

/**
 * Runs the guided tour (driver.js, whose styles load with this chunk only) over what this user
 * sees now; resolves when it ends, at its last step or closed early. No stop: resolves at once.
 */
export function runTour(t: TFunction): Promise<void> {
  const stops = selectTourSteps(tourLabels(t));
  if (stops.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const tour = driver({
      showProgress: true,
      allowClose: true,
      overlayOpacity: 0.55,
      popoverClass: 'waymark-tour',
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.previous'),
      doneBtnText: t('tour.done'),
      // driver.js fills in its own {{current}} and {{total}}.
      progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
      steps: stops.map(({ id, element }) => ({
        element,
        popover: {
          title: t(`tour.steps.${id}.title`),
          description: t(`tour.steps.${id}.text`),
        },
      })),
      // Closing (Done, ×, Escape, a click outside) ends here: driver.js calls onDestroyed only
      // once a step has finished moving in, which a quick Escape does not wait for.
      onDestroyStarted: () => {
        tour.destroy();
        resolve();
      },
    });
    tour.drive();
  });
}
