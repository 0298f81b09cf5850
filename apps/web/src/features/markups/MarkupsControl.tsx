import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { markupWordsMessages } from '../../entities/markup/messages.js';
import { useOutboxSync } from '../../entities/markup/outbox/useOutboxSync.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { withTimeout } from '../../lib/lazySection.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import { MarkupsLayer } from './layer/MarkupsLayer.js';
import { markupsMessages } from './messages.js';
import { markupOutboxMessages } from './outbox/messages.js';
import { closeMarkups, openMarkups, startMarkups, useMarkupsUi } from './markupsStore.js';
import { useMarkupDeepLink } from './useMarkupDeepLink.js';
import { useMarkupEntryPoints } from './useMarkupEntryPoints.js';
import { useOnePanel } from './useOnePanel.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('markup', markupsMessages);
registerMessages('markupWords', markupWordsMessages);
registerMessages('markupOutbox', markupOutboxMessages);

// The panel (forms, drawing, exports) loads on the first click; the layer once the map offers it.
const MarkupsPanel = lazy(() =>
  withTimeout(import('./MarkupsPanel.js')).then((module) => ({ default: module.MarkupsPanel })),
);

/**
 * The 'Markups' control (issue 27): the map's findings drawn on it by status and category, and a
 * panel that lists, filters, creates and follows them. Shown where the map's abilities say
 * view_markups (share viewers too, as the share allows).
 */
export function MarkupsControl({ map, data }: MapControlProps) {
  const { t } = useTranslation();
  const ui = useMarkupsUi();
  useEffect(() => startMarkups(data.id), [data.id]);
  const current = ui.mapId === data.id;
  useMarkupDeepLink(data.id, current);
  useMarkupEntryPoints(map, data);
  useOnePanel(ui.open);
  // Changes made offline (this visit or an earlier one) go when the network is there.
  useOutboxSync();
  return (
    <>
      <MapControlButton
        label={t('markup.control')}
        icon={<PlaceIcon sx={{ fontSize: 18 }} />}
        pressed={current && ui.open}
        onClick={() => (ui.open ? closeMarkups() : openMarkups())}
      />
      {current && ui.layerShown ? (
        <Suspense fallback={null}>
          <MarkupsLayer map={map} data={data} filters={ui.filters} view={ui.view} />
        </Suspense>
      ) : null}
      {current && ui.open ? (
        <Suspense fallback={null}>
          <MarkupsPanel map={map} data={data} />
        </Suspense>
      ) : null}
    </>
  );
}
