import { Box as Grid, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyBox, MAX_LATITUDE, MAX_LONGITUDE, normaliseBox, type Box } from './geometry.js';

const EDGES = ['west', 'south', 'east', 'north'] as const;
type Edge = (typeof EDGES)[number];
type Texts = Record<Edge, string>;

const LIMITS: Record<Edge, number> = {
  west: MAX_LONGITUDE,
  south: MAX_LATITUDE,
  east: MAX_LONGITUDE,
  north: MAX_LATITUDE,
};

const textsOf = (box: Box | null): Texts =>
  box
    ? { west: String(box[0]), south: String(box[1]), east: String(box[2]), north: String(box[3]) }
    : { west: '', south: '', east: '', north: '' };

/** Why a typed edge cannot be used, as a message key; null when it can. */
function problemOf(text: string, edge: Edge): 'notNumber' | 'outOfRange' | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return 'notNumber';
  return Math.abs(value) > LIMITS[edge] ? 'outOfRange' : null;
}

/** The box the four texts make, or null while one is missing or wrong. */
export function boxOfTexts(texts: Texts): Box | null {
  if (EDGES.some((edge) => texts[edge].trim() === '' || problemOf(texts[edge], edge))) return null;
  const box = normaliseBox([
    Number(texts.west),
    Number(texts.south),
    Number(texts.east),
    Number(texts.north),
  ]);
  return isEmptyBox(box) ? null : box;
}

export interface BoxCoordinatesProps {
  label: string;
  value: Box | null;
  editing: boolean;
  /** A complete box typed in (on leaving a field or Enter), or null when all are cleared. */
  onCommit(box: Box | null): void;
}

/**
 * The box's four edges in degrees: read-only beside the map, typed in edit mode (and where
 * no map can be drawn, the only way to set the box).
 */
export function BoxCoordinates({ label, value, editing, onCommit }: BoxCoordinatesProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  // A new box from outside (drawn, deleted, a Cancel) replaces what was typed. Compared by its
  // numbers, as callers may hand over an equal box as a new array.
  const valueKey = value?.join(' ') ?? '';
  const [shownKey, setShownKey] = useState(valueKey);
  if (shownKey !== valueKey) {
    setShownKey(valueKey);
    setTexts(textsOf(value));
  }

  const someTyped = EDGES.some((edge) => texts[edge].trim() !== '');
  const commit = () => {
    const box = boxOfTexts(texts);
    if (box) onCommit(box);
    // Every edge cleared: no box.
    else if (!someTyped && value !== null) onCommit(null);
  };
  const incomplete = editing && someTyped && EDGES.some((edge) => texts[edge].trim() === '');

  return (
    <Grid
      role="group"
      aria-label={t('bbox.coordinates', { label })}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
      }}
    >
      {EDGES.map((edge) => {
        const problem = editing ? problemOf(texts[edge], edge) : null;
        const missing = incomplete && texts[edge].trim() === '';
        return (
          <TextField
            key={edge}
            size="small"
            label={t(`bbox.${edge}`)}
            value={editing ? texts[edge] : texts[edge] || t('common.emptyValue')}
            onChange={(event) => setTexts((old) => ({ ...old, [edge]: event.target.value }))}
            onBlur={commit}
            onKeyDown={(event) => {
              // Enter takes the box without submitting the form around the widget.
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
            error={!!problem || missing}
            helperText={
              problem
                ? t(`bbox.${problem}`, { min: -LIMITS[edge], max: LIMITS[edge] })
                : missing
                  ? t('bbox.incomplete')
                  : undefined
            }
            slotProps={{ htmlInput: { readOnly: !editing, inputMode: 'decimal' } }}
          />
        );
      })}
    </Grid>
  );
}
