import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Alert,
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import type { MarkupGeometry } from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import { activeTool, setActiveTool } from '../../../map/controls/activeTool.js';
import type { MarkupDraft, MarkupShape } from '../markupsStore.js';
import { MARKUP_DRAW_TOOL } from '../useOnePanel.js';
import { useDraftOutline } from './useDraftOutline.js';
import { useLingering } from './useLingering.js';
import { useMarkupDrawing } from './useMarkupDrawing.js';

/** How long the map's clicks stay the drawing's after a shape is finished (a double-click's end). */
const FINISH_GRACE_MS = 400;

const HINTS = {
  point: 'markup.draw.hintPoint',
  line: 'markup.draw.hintLine',
  area: 'markup.draw.hintArea',
} as const;

/**
 * The new markup's shape: a point, a line or an area, drawn on the map until it is finished
 * ('Draw again' starts over); the layer feature it is about, which may be unlinked.
 */
export function DraftShape({
  map,
  layers,
  draft,
  missing,
  onShape,
  onGeometry,
  onUnlink,
}: {
  map: MapLibreMap;
  layers: readonly LayerRead[];
  draft: MarkupDraft;
  /** The form was sent before a shape was drawn. */
  missing: boolean;
  onShape(shape: MarkupShape): void;
  onGeometry(geometry: MarkupGeometry | null): void;
  onUnlink(): void;
}) {
  const { t } = useTranslation();
  const drawing = draft.geometry === null;
  // The click that finished the shape is still on its way to the map's other listeners.
  const holding = useLingering(drawing, FINISH_GRACE_MS);
  const { ready } = useMarkupDrawing(map, draft.shape, holding, onGeometry);
  useDraftOutline(map, draft.geometry);

  // While drawing, the map's clicks are the drawing's: no popups, no other drawing tool.
  useEffect(() => {
    if (!holding) return undefined;
    setActiveTool(MARKUP_DRAW_TOOL);
    return () => {
      if (activeTool() === MARKUP_DRAW_TOOL) setActiveTool(null);
    };
  }, [holding]);

  const layer = draft.feature ? layers.find((l) => l.id === draft.feature?.layer) : undefined;
  const layerName = layer ? layerNameParts(layer.name).name : '';

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        fullWidth
        value={draft.shape}
        aria-label={t('markup.draw.shape')}
        onChange={(_, value: MarkupShape | null) => value && onShape(value)}
      >
        <ToggleButton value="point">{t('markup.draw.point')}</ToggleButton>
        <ToggleButton value="line">{t('markup.draw.line')}</ToggleButton>
        <ToggleButton value="area">{t('markup.draw.area')}</ToggleButton>
      </ToggleButtonGroup>
      {drawing ? (
        <Typography hidden={!ready} variant="body2" color="text.secondary">
          {t(HINTS[draft.shape])} {t('markup.draw.snapHint')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('markup.draw.drawn')}
          </Typography>
          <Button size="small" onClick={() => onGeometry(null)}>
            {t('markup.draw.again')}
          </Button>
        </Stack>
      )}
      {missing ? (
        <Alert severity="error" role="alert">
          {t('markup.draw.missing')}
        </Alert>
      ) : null}
      {draft.feature ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
            {t('markup.draw.about', {
              layer: layerName || String(draft.feature.layer),
              fid: draft.feature.fid,
            })}
          </Typography>
          <IconButton size="small" aria-label={t('markup.draw.unlink')} onClick={onUnlink}>
            <LinkOffIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : null}
    </Stack>
  );
}
