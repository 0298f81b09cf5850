import StraightenIcon from '@mui/icons-material/Straighten';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../lib/lazySection.js';
import { useActiveTool } from '../../map/controls/activeTool.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { measureMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('measure', measureMessages);

// terra-draw, turf and the panel load on the first click.
const MeasureTool = lazy(() =>
  withTimeout(import('./MeasureTool.js')).then((module) => ({ default: module.MeasureTool })),
);

/** The 'Measure Distance' control (2.7): distances and areas drawn on the map. */
export function MeasureControl({ map, data }: MapControlProps) {
  const { t } = useTranslation();
  const [active, setActive] = useActiveTool('measure');
  return (
    <>
      <MapControlButton
        label={t('measure.control')}
        icon={<StraightenIcon sx={{ fontSize: 18 }} />}
        pressed={active}
        onClick={() => setActive(!active)}
      />
      {active ? (
        <Suspense fallback={null}>
          <MeasureTool map={map} data={data} onClose={() => setActive(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
