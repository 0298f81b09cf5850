import { Box as Frame } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackground } from '../useBackground.js';
import { fitPadding, LAYER_FIT_MAX_ZOOM } from '../view/fitOptions.js';
import { previewOf } from './boxDrawing.js';
import { BoxMapControls } from './BoxMapControls.js';
import { boxFeatures, EXTENT_COLOUR, handleFeatures, SOURCES } from './boxStyle.js';
import { unionOf, type Box } from './geometry.js';
import { setSourceData, useBoxMap } from './useBoxMap.js';
import { useBoxLabel } from './useBoxLabel.js';
import { useBoxPointer } from './useBoxPointer.js';
import type { DrawControl } from './useDrawState.js';

/** Section 9: the map is 400 px high. */
export const BBOX_MAP_HEIGHT = 400;

const NO_BASEMAPS = {};

export interface BoundingBoxMapProps {
  value: Box | null;
  extent: Box | null;
  selectedLabel: string;
  extentLabel: string;
  editing: boolean;
  draw: DrawControl;
  onChange(value: Box | null): void;
  /** Changes when the map should fit the boxes again (a box typed in). */
  fitRequest: number;
}

/**
 * The widget's map (2.14, loaded on demand with MapLibre): the offline background, the data
 * extent in orange, the selection in black at 50% opacity, each labelled; in edit mode the
 * box is drawn by two corners and its corner handles dragged.
 */
export function BoundingBoxMap({
  value,
  extent,
  selectedLabel,
  extentLabel,
  editing,
  draw,
  onChange,
  fitRequest,
}: BoundingBoxMapProps) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const map = useBoxMap(container, [value, extent]);
  useBackground(map, 'offline', NO_BASEMAPS);
  useBoxPointer(map, editing, value, draw);

  const shown = previewOf(draw.state) ?? value;
  const handles = editing && draw.state.kind !== 'armed' ? shown : null;
  useEffect(() => {
    if (!map) return;
    setSourceData(map, SOURCES.selected, boxFeatures(shown));
    setSourceData(map, SOURCES.extent, boxFeatures(extent));
    setSourceData(map, SOURCES.handles, handleFeatures(handles));
  }, [map, shown, extent, handles]);

  useBoxLabel(map, extent, extentLabel, { colour: EXTENT_COLOUR, place: 'outside' });
  useBoxLabel(map, shown, selectedLabel, { colour: '#212121', place: 'inside' });

  const fit = useCallback(
    (animate: boolean) => {
      const union = unionOf([value, extent]);
      if (!map || !union) return;
      const frame = map.getContainer();
      map.fitBounds(union, {
        padding: fitPadding(frame.clientWidth, frame.clientHeight),
        maxZoom: LAYER_FIT_MAX_ZOOM,
        animate,
      });
    },
    [map, value, extent],
  );
  // Once the map is there, and when a box is typed in; not while the user draws.
  const fitted = useRef<{ map: unknown; request: number } | null>(null);
  useEffect(() => {
    const last = fitted.current;
    if (!map || (last?.map === map && last.request === fitRequest)) return;
    fitted.current = { map, request: fitRequest };
    fit(last?.map === map);
  }, [map, fitRequest, fit]);

  return (
    <Frame
      sx={{
        position: 'relative',
        height: BBOX_MAP_HEIGHT,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {/* MapLibre's stylesheet makes its container position: relative; this frame places it. */}
      <Frame sx={{ position: 'absolute', inset: 0 }}>
        <Frame
          ref={setContainer}
          role="region"
          aria-label={t('bbox.mapLabel', { label: selectedLabel })}
          data-testid="bbox-map"
          sx={{ width: '100%', height: '100%' }}
        />
      </Frame>
      {map ? (
        <BoxMapControls
          map={map}
          editing={editing}
          hasBox={value !== null}
          canFit={unionOf([value, extent]) !== null}
          onFit={() => fit(true)}
          onDraw={() => draw.send({ type: 'arm' })}
          onDelete={() => onChange(null)}
        />
      ) : null}
    </Frame>
  );
}
