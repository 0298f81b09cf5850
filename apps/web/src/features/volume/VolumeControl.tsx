import LandscapeIcon from '@mui/icons-material/Landscape';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { withTimeout } from '../../lib/lazySection.js';
import { useActiveTool } from '../../map/controls/activeTool.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import { volumeMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('volume', volumeMessages);

// terra-draw, the panel, the exports and the elevation change load on the first click.
const VolumeTool = lazy(() =>
  withTimeout(import('./VolumeTool.js')).then((module) => ({ default: module.VolumeTool })),
);

/**
 * The 'Volume' control (issue 23): cut and fill inside a polygon between two surveys of heights
 * or one and a base plane; and, for those who may add layers, an elevation change layer.
 */
export function VolumeControl({ map, data }: MapControlProps) {
  const { t } = useTranslation();
  const [active, setActive] = useActiveTool('volume');
  return (
    <>
      <MapControlButton
        label={t('volume.control')}
        icon={<LandscapeIcon sx={{ fontSize: 18 }} />}
        pressed={active}
        onClick={() => setActive(!active)}
      />
      {active ? (
        <Suspense fallback={null}>
          <VolumeTool map={map} data={data} onClose={() => setActive(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
