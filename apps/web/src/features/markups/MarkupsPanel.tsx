import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { MapToolPanel } from '../../map/controls/MapToolPanel.js';
import { MarkupCreate } from './create/MarkupCreate.js';
import { MarkupDetail } from './detail/MarkupDetail.js';
import { MarkupList } from './list/MarkupList.js';
import { closeMarkups, useMarkupsUi } from './markupsStore.js';
import { OutboxProblems } from './outbox/OutboxProblems.js';

/** The widest the panel is on a desktop (the map keeps the room right of it). */
export const MARKUPS_PANEL_WIDTH = 360;

/** The markups panel: the list, one markup, or a new one, as the panel's state says. */
export function MarkupsPanel({ map, data }: { map: MapLibreMap; data: ClientMap }) {
  const { t } = useTranslation();
  const { view } = useMarkupsUi();
  return (
    <MapToolPanel
      container={map.getContainer()}
      title={t('markup.title')}
      closeLabel={t('markup.close')}
      onClose={closeMarkups}
      width={MARKUPS_PANEL_WIDTH}
      sheetOnPhone
      testId="markups-panel"
    >
      <OutboxProblems mapId={data.id} />
      {view.kind === 'list' ? <MarkupList map={map} data={data} /> : null}
      {view.kind === 'detail' ? (
        <MarkupDetail
          key={view.markupId}
          map={map}
          data={data}
          markupId={view.markupId}
          zoom={view.zoom === true}
        />
      ) : null}
      {view.kind === 'create' ? <MarkupCreate map={map} data={data} draft={view.draft} /> : null}
    </MapToolPanel>
  );
}
