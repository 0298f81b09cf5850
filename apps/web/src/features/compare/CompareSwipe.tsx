import { Box } from '@mui/material';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { defaultChoices, type CompareChoice } from './compareChoices.js';
import { ComparePanel } from './ComparePanel.js';
import { usePublishCompare } from './usePublishCompare.js';
import { useSideMaps } from './useSideMaps.js';
import { useSideStyle } from './useSideStyle.js';
import { useSwipe } from './useSwipe.js';

const FILL = { position: 'absolute', inset: 0 } as const;

/**
 * The swipe: two maps over the main one, a survey on each side of a divider, kept in step with
 * each other and with the main map; the panel picks the surveys. Unmounting restores the map.
 */
export function CompareSwipe({ map, data, onClose }: MapControlProps & { onClose(): void }) {
  const { t } = useTranslation();
  const [initial] = useState(() => defaultChoices(data.layers));
  const [left, setLeft] = useState<CompareChoice | null>(initial?.left ?? null);
  const [right, setRight] = useState<CompareChoice | null>(initial?.right ?? null);
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const [leftBox, setLeftBox] = useState<HTMLDivElement | null>(null);
  const [rightBox, setRightBox] = useState<HTMLDivElement | null>(null);
  const sides = useSideMaps(map, leftBox, rightBox);
  const layerOf = (choice: CompareChoice | null) =>
    data.layers.find((layer) => layer.id === choice?.layerId);
  useSideStyle(map, sides?.left ?? null, layerOf(left), left?.date ?? null);
  useSideStyle(map, sides?.right ?? null, layerOf(right), right?.date ?? null);
  const position = useSwipe(sides, wrapper, t('compare.divider'));
  usePublishCompare(sides, data.layers, left, right, position);

  return createPortal(
    <>
      {left && right ? (
        <Box
          ref={setWrapper}
          data-testid="compare-swipe"
          sx={{
            ...FILL,
            zIndex: 1,
            overflow: 'hidden',
            '& .compare-swiper-vertical:focus-visible': {
              outline: '3px solid #ffb300',
              outlineOffset: 2,
            },
            '@media (max-width: 600px)': {
              '& .compare-swiper-vertical': { width: 44, height: 44, left: -22, mt: '-22px' },
            },
          }}
        >
          {/* Inline: MapLibre's stylesheet makes a map's container position: relative, and the
              swipe's clip needs them absolute. */}
          <div ref={setLeftBox} data-testid="compare-left" style={FILL} />
          <div ref={setRightBox} data-testid="compare-right" style={FILL} />
        </Box>
      ) : null}
      <ComparePanel
        layers={data.layers}
        left={left}
        right={right}
        onLeft={setLeft}
        onRight={setRight}
        onClose={onClose}
      />
    </>,
    map.getContainer(),
  );
}
