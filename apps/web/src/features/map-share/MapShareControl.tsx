import ShareIcon from '@mui/icons-material/Share';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../lib/lazySection.js';
import { sharedMapOf } from '../../entities/map-share/sharedMap.js';
import type { Box } from '../../lib/box.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { viewBox } from '../../map/controls/viewBox.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { mapShareMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('mapShare', mapShareMessages);

// The dialog (its form, the bounding-box widget) loads on the first click.
const MapShareDialog = lazy(() =>
  withTimeout(import('./MapShareDialog.js')).then((module) => ({
    default: module.MapShareDialog,
  })),
);

/** The 'Map Share' control (2.7): shares the map on screen through a link (maps.add_mapshare). */
export function MapShareControl({ map, data }: MapControlProps) {
  const { t } = useTranslation();
  // The view when the dialog opens is the one 'Current view' shares.
  const [openView, setOpenView] = useState<Box | null | undefined>(undefined);
  const label = t('mapShare.control');
  return (
    <>
      <MapControlButton
        label={label}
        icon={<ShareIcon sx={{ fontSize: 18 }} />}
        pressed={openView !== undefined}
        onClick={() => setOpenView(viewBox(map))}
      />
      {openView !== undefined ? (
        <Suspense fallback={null}>
          <MapShareDialog
            map={sharedMapOf(data)}
            view={openView}
            onClose={() => setOpenView(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
