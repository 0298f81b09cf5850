import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { MeasureHeights } from './MeasureHeights.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapToolPanel } from '../../map/controls/MapToolPanel.js';
import { MeasureReadout } from './MeasureReadout.js';
import { MeasureShapeActions } from './MeasureShapeActions.js';
import type { Units } from './measureMath.js';
import { useMeasureDrawing, type MeasureKind } from './useMeasureDrawing.js';
import { placedVertices, useScenePicks } from './useScenePicks.js';
import { useShownHeightLayer } from './useShownHeightLayer.js';

/**
 * Measuring on the map: a distance along clicked points (each segment and the total) or the
 * area of a closed shape, in metric or imperial units; drawn with the pointer, touch or pen.
 * With a layer of heights on, the height at each clicked point too; in 3D, a point clicked on a
 * model or a point cloud has the height picked there.
 */
export function MeasureTool({
  map,
  data,
  onClose,
}: {
  map: MapLibreMap;
  data: ClientMap;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MeasureKind>('line');
  const [units, setUnits] = useState<Units>('metric');
  const drawing = useMeasureDrawing(map, kind);
  const { finished, ready } = drawing;
  const { picks, clearPicks } = useScenePicks(map);
  // In 3D, a point clicked on a model or a point cloud is measured where it was picked.
  const { vertices, picked } = placedVertices(drawing.vertices, picks, (vertex) =>
    map.project(vertex),
  );
  const clear = () => {
    drawing.clear();
    clearPicks();
  };
  const heightLayer = useShownHeightLayer(map, data.layers);
  // While drawing, the last vertex follows the pointer: only clicked points are asked for.
  const clicked = finished ? vertices : vertices.slice(0, -1);

  return (
    <MapToolPanel
      container={map.getContainer()}
      title={t('measure.title')}
      closeLabel={t('measure.close')}
      onClose={onClose}
      width={330}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          aria-label={t('measure.kind')}
          onChange={(_, value: MeasureKind | null) => {
            if (!value) return;
            clear();
            setKind(value);
          }}
        >
          <ToggleButton value="line">{t('measure.line')}</ToggleButton>
          <ToggleButton value="area">{t('measure.area')}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={units}
          aria-label={t('measure.units')}
          onChange={(_, value: Units | null) => value && setUnits(value)}
        >
          <ToggleButton value="metric">{t('measure.metric')}</ToggleButton>
          <ToggleButton value="imperial">{t('measure.imperial')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {vertices.length < 2 ? (
        // The hint shows once the map takes the clicks.
        <Typography hidden={!ready} variant="body2" color="text.secondary">
          {kind === 'line' ? t('measure.hintLine') : t('measure.hintArea')}
        </Typography>
      ) : (
        <MeasureReadout kind={kind} units={units} vertices={vertices} finished={finished} />
      )}
      {heightLayer || picked.some(Boolean) ? (
        <MeasureHeights
          mapId={data.id}
          layer={heightLayer}
          points={clicked}
          picked={picked}
          kind={kind}
          units={units}
        />
      ) : null}
      {finished ? <MeasureShapeActions map={map} kind={kind} vertices={drawing.vertices} /> : null}
      <Button size="small" onClick={clear} disabled={vertices.length === 0} sx={{ mt: 1 }}>
        {t('measure.clear')}
      </Button>
    </MapToolPanel>
  );
}
