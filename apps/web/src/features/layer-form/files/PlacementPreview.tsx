import { Box, Typography } from '@mui/material';
import type { LayerFileRead, ModelPlacement } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModel, type OpenedModel } from '../../../entities/layer-file/openModel.js';
import { isAbort } from '../../../lib/isAbort.js';
import { ModelLayer } from '../../../map/three/ModelLayer.js';
import { mapLocale } from '../../../map/mapLocale.js';
import { OFFLINE_COLOURS } from '../../../map/background/backgroundStyle.js';
import { createPreviewMap } from '../preview/PreviewMap.js';
import { removeFromMap } from '../../../map/styleOps.js';

const KEY = 'placed';

/** How close the preview looks: near enough for a building, a signal or a culvert. */
const ZOOM = 18;
const PITCH = 55;

/**
 * The model as it would stand in the map's 3D view at the place being typed (loaded on demand
 * with MapLibre and three.js): tilted, centred on its origin, moved and turned as the fields
 * change. `place` is the last place the fields gave that the API's schema accepts.
 */
export function PlacementPreview({ file, place }: { file: LayerFileRead; place: ModelPlacement }) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [layer, setLayer] = useState<ModelLayer | null>(null);
  const [problem, setProblem] = useState(false);
  const first = useRef(place);
  const locale = useMemo(() => mapLocale(t), [t]);

  useEffect(() => {
    if (!container) return;
    // The layer preview's map on plain ground in the offline background's land colour: the
    // style never changes, so the model's layer stays.
    const created = createPreviewMap(container, {
      style: {
        version: 8,
        sources: {},
        layers: [
          { id: 'ground', type: 'background', paint: { 'background-color': OFFLINE_COLOURS.land } },
        ],
      },
      center: [first.current.lng, first.current.lat],
      zoom: ZOOM,
      pitch: PITCH,
      attributionControl: false,
      locale,
    });
    created.once('load', () => setMap(created));
    // The dialog opens with a transition: the map takes its size once it has one.
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      setMap(null);
      created.remove();
    };
  }, [container, locale]);

  useEffect(() => {
    if (!map) return undefined;
    const abort = new AbortController();
    const added = new ModelLayer(() => setProblem(true));
    map.addLayer(added);
    let opened: OpenedModel | null = null;
    openModel(file, abort.signal).then(
      (model) => {
        if (abort.signal.aborted) return model.dispose();
        opened = model;
        added.add(KEY, model.object, first.current);
        setLayer(added);
      },
      (error: unknown) => {
        if (!abort.signal.aborted && !isAbort(error)) setProblem(true);
      },
    );
    return () => {
      abort.abort();
      setLayer(null);
      opened?.dispose();
      removeFromMap(map, [added.id]);
    };
  }, [map, file]);

  useEffect(() => {
    first.current = place;
    layer?.move(KEY, place);
    map?.jumpTo({ center: [place.lng, place.lat] });
  }, [map, layer, place]);

  return (
    <Box
      role="img"
      aria-label={t('layerForm.files.place.preview', { name: file.name })}
      data-testid="placement-preview"
      data-shown={layer !== null}
      sx={{ position: 'relative', height: 220, mt: 2, borderRadius: 1, overflow: 'hidden' }}
    >
      {/* MapLibre makes its container position: relative: it takes its size from here. */}
      <Box ref={setContainer} sx={{ width: '100%', height: '100%' }} />
      {problem ? (
        <Typography
          variant="body2"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}
        >
          {t('layerForm.files.place.previewFailed')}
        </Typography>
      ) : null}
    </Box>
  );
}
