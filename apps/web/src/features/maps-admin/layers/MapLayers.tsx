import { Alert, List, Stack, Typography } from '@mui/material';
import type { LayerRead, MapRead } from '@waymark/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/notificationsStore.js';
import { useMapChanges } from '../../../entities/map/useMapChanges.js';
import { AttachLayerField } from './AttachLayerField.js';
import { drawingOrderIds, listOrder, moveItem } from './layerOrder.js';
import { MapLayerRow } from './MapLayerRow.js';
import { useRowDrag } from './useRowDrag.js';

/**
 * The map's layers in the order the viewer draws them (the top one first), each with its type
 * chip, its files' processing while it lasts, and a link to it. When the map's
 * `abilities.change` allows it: attach a layer of the organisation, detach one,
 * and reorder them by dragging or with the arrows (keyboard, touch); each change is saved at
 * once.
 */
export function MapLayers({ map }: { map: MapRead }) {
  const { t } = useTranslation();
  const editable = map.abilities.change;
  const changes = useMapChanges();
  const titleId = useId();
  // The order being saved, shown until the map comes back with it.
  const [pending, setPending] = useState<LayerRead[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Reorders are sent one after the other, so that the last one the user made wins.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const sent = useRef(0);
  const listed = pending ?? listOrder(map.layers);

  const move = (from: number, to: number) => {
    const next = moveItem(listed, from, to);
    const layer = listed[from];
    if (!layer || from === to) return;
    setError(null);
    setPending(next);
    setAnnouncement(
      t('mapsAdmin.layers.moved', { name: layer.name, position: to + 1, count: next.length }),
    );
    const request = ++sent.current;
    queue.current = queue.current
      .then(() => changes.reorderLayers(map.id, drawingOrderIds(next)))
      .then(
        () => {
          if (request === sent.current) setPending(null);
        },
        () => {
          if (request === sent.current) setPending(null);
          setError(t('mapsAdmin.layers.reorderFailed'));
        },
      );
  };
  const drag = useRowDrag(move);

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setError(null);
    setBusy(true);
    try {
      await work();
      showToast(done);
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  };
  const attach = (layer: LayerRead) =>
    void run(
      () => changes.attachLayer(map.id, layer.id),
      t('mapsAdmin.layers.attached', { name: layer.name }),
      t('mapsAdmin.layers.attachFailed'),
    );
  const detach = (layer: LayerRead) =>
    void run(
      () => changes.detachLayer(map.id, layer.id),
      t('mapsAdmin.layers.detached', { name: layer.name }),
      t('mapsAdmin.layers.detachFailed'),
    );

  return (
    <Stack component="section" spacing={1.5} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('mapsAdmin.layers.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('mapsAdmin.layers.order')} {editable ? t('mapsAdmin.layers.reorder') : null}
      </Typography>
      {editable ? <AttachLayerField map={map} busy={busy} onAttach={attach} /> : null}
      {listed.length ? (
        <List
          aria-label={t('mapsAdmin.layers.listLabel')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
        >
          {listed.map((layer, index) => (
            <MapLayerRow
              key={layer.id}
              layer={layer}
              index={index}
              count={listed.length}
              editable={editable}
              disabled={busy}
              dropMark={drag.dropMark(index)}
              onMove={move}
              onDetach={detach}
              drag={drag.handlers}
            />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{t('mapsAdmin.layers.none')}</Typography>
      )}
      {error ? (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Typography role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Typography>
    </Stack>
  );
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
