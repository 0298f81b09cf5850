import TimelineIcon from '@mui/icons-material/Timeline';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../lib/lazySection.js';
import { useActiveTool } from '../../map/controls/activeTool.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { crossSectionMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('crossSection', crossSectionMessages);

// terra-draw, the request and the chart load on the first click.
const CrossSectionTool = lazy(() =>
  withTimeout(import('./CrossSectionTool.js')).then((module) => ({
    default: module.CrossSectionTool,
  })),
);

/** The 'Cross Section' control (2.7): a ground profile from the map's DTMs along a drawn line. */
export function CrossSectionControl({ map, data }: MapControlProps) {
  const { t } = useTranslation();
  const [active, setActive] = useActiveTool('create_section');
  return (
    <>
      <MapControlButton
        label={t('crossSection.control')}
        icon={<TimelineIcon sx={{ fontSize: 18 }} />}
        pressed={active}
        onClick={() => setActive(!active)}
      />
      {active ? (
        <Suspense fallback={null}>
          <CrossSectionTool map={map} mapId={data.id} onClose={() => setActive(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
