import CompareIcon from '@mui/icons-material/Compare';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../lib/lazySection.js';
import { useActiveTool } from '../../map/controls/activeTool.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { compareMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('compare', compareMessages);

// The swipe library and the two maps load on the first click.
const CompareSwipe = lazy(() =>
  withTimeout(import('./CompareSwipe.js')).then((module) => ({ default: module.CompareSwipe })),
);

/** The 'Compare' control: a swipe between two surveys (two dates of a series, or two layers). */
export function CompareControl({ map, data }: MapControlProps) {
  const { t } = useTranslation();
  // The swipe covers the map: the drawing tools and it take turns.
  const [active, setActive] = useActiveTool('compare');
  return (
    <>
      <MapControlButton
        label={t('compare.control')}
        icon={<CompareIcon sx={{ fontSize: 18 }} />}
        pressed={active}
        onClick={() => setActive(!active)}
      />
      {active ? (
        <Suspense fallback={null}>
          <CompareSwipe map={map} data={data} onClose={() => setActive(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
