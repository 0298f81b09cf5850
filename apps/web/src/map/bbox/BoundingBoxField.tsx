import {
  Alert,
  Box as Frame,
  Button,
  FormHelperText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../../components/ChunkErrorBoundary.js';
import { withTimeout } from '../../lib/lazySection.js';
import { hasWebGL } from '../webgl.js';
import { asBox } from '../../lib/box.js';
import { BoxCoordinates } from './BoxCoordinates.js';
import { BoxLegend } from './BoxLegend.js';
import type { Box } from './geometry.js';
import { useDrawState } from './useDrawState.js';

// MapLibre is heavy: the map comes in its own chunk, when a widget is first shown.
const BoundingBoxMap = lazy(() =>
  withTimeout(import('./BoundingBoxMap.js')).then((module) => ({
    default: module.BoundingBoxMap,
  })),
);

/** Section 9: the map is 400 px high (the placeholder too, so nothing jumps). */
const MAP_HEIGHT = 400;

export interface BoundingBoxFieldProps {
  /** The selected box [west, south, east, north] in degrees, or null for none. */
  value: readonly number[] | null;
  onChange(value: Box | null): void;
  /** The data extent [west, south, east, north], or null when there is no data yet. */
  extent: readonly number[] | null;
  /** The selection's label ('Visible data' by default; 'Default View' on the map form). */
  selectedLabel?: string;
  /** The extent's label ('Data extent' by default; 'Data Extent' on the forms). */
  extentLabel?: string;
  editing: boolean;
  help?: ReactNode;
}

/** A box read from the API, kept as one array while its numbers stay the same. */
function useBox(value: readonly number[] | null): Box | null {
  const key = value?.join(' ') ?? '';
  return useMemo(() => asBox(key ? key.split(' ').map(Number) : null), [key]);
}

/**
 * The bounding-box widget (2.14): a map showing the data extent and the selected box, where in
 * edit mode the box is drawn by two corners, its corner handles dragged, and deleted; beside it
 * the box's four edges, which can be typed too (and must be, where no map can be drawn).
 */
export function BoundingBoxField({
  value,
  onChange,
  extent,
  selectedLabel,
  extentLabel,
  editing,
  help,
}: BoundingBoxFieldProps) {
  const { t } = useTranslation();
  const box = useBox(value);
  const extentBox = useBox(extent);
  const selected = selectedLabel ?? t('bbox.visibleData');
  const extentName = extentLabel ?? t('bbox.dataExtent');
  const draw = useDrawState(editing, box, onChange);
  const [webgl] = useState(() => hasWebGL(globalThis));
  const [fitRequest, setFitRequest] = useState(0);

  const typed = (next: Box | null) => {
    onChange(next);
    if (next) setFitRequest((count) => count + 1);
  };
  const hint = editing && webgl ? hintOf(draw.state.kind) : null;

  return (
    <Stack spacing={1.5}>
      {webgl ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<Skeleton variant="rectangular" height={MAP_HEIGHT} />}>
            <BoundingBoxMap
              value={box}
              extent={extentBox}
              selectedLabel={selected}
              extentLabel={extentName}
              editing={editing}
              draw={draw}
              onChange={onChange}
              fitRequest={fitRequest}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Alert severity="info" role="status">
          {t('bbox.noWebgl')}
        </Alert>
      )}
      <Frame sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <BoxLegend extentLabel={extentName} selectedLabel={selected} box={box} extent={extentBox} />
        {editing && !webgl ? (
          <Button
            size="small"
            color="error"
            disabled={!box}
            onClick={() => onChange(null)}
            sx={{ ml: 'auto' }}
          >
            {t('bbox.deleteBox')}
          </Button>
        ) : null}
      </Frame>
      {hint ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t(hint)}
        </Typography>
      ) : null}
      <BoxCoordinates label={selected} value={box} editing={editing} onCommit={typed} />
      {help ? <FormHelperText component="div">{help}</FormHelperText> : null}
    </Stack>
  );
}

function hintOf(kind: 'idle' | 'armed' | 'drawing' | 'dragging') {
  if (kind === 'armed') return 'bbox.hintArmed' as const;
  if (kind === 'drawing') return 'bbox.hintDrawing' as const;
  return 'bbox.hintIdle' as const;
}
