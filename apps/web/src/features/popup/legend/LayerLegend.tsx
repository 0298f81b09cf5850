import { Color } from '@maplibre/maplibre-gl-style-spec';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { LayerRead } from '@waymark/contract';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFieldValues } from '../../../entities/layer/fieldValues.js';
import { styleOf } from '../../../map/style/layerTemplates.js';
import {
  legendOf,
  type LegendGroup,
  type LegendLabel,
  type LegendRow,
} from '../../../map/style/legendOf.js';
import { LegendSwatch } from './LegendSwatch.js';
import { ReliefLegend } from './ReliefLegend.js';
import { reliefLegendOf } from '../../../map/style/reliefLegend.js';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { popupMessages } from '../messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('popups', popupMessages);

/** Values of an attribute colour shown as rows; the rest is counted. */
const MAX_VALUES = 20;

/** A CSS colour as MapLibre reads it, or null ('to-color' falls back for anything else). */
function cssColour(value: string): string | null {
  const colour = Color.parse(value);
  if (!colour) return null;
  return value;
}

/** GET layers/:id/field-values/:field/: the values colouring an Attribute Based layer. */
function useAttributeValues(layerId: number, field: string | null) {
  return useQuery({
    queryKey: ['field-values', layerId, field],
    queryFn: ({ signal }) => fetchFieldValues(layerId, field!, signal),
    enabled: field !== null,
    staleTime: 60_000,
  });
}

function useLabel() {
  const { t } = useTranslation();
  return (label: LegendLabel): string => {
    if ('text' in label) return label.text;
    switch (label.key) {
      case 'below':
        return t('popups.legend.below', { value: label.value });
      case 'from':
        return t('popups.legend.from', { value: label.value });
      case 'range':
        return t('popups.legend.range', { from: label.from, to: label.to });
      case 'fromAttribute':
        return t('popups.legend.fromAttribute', { field: label.field });
      case 'heights':
        return t('popups.legend.range', { from: label.min, to: label.max });
      default:
        return t(`popups.legend.${label.key}`);
    }
  };
}

function Rows({ rows }: { rows: readonly LegendRow[] }) {
  const label = useLabel();
  return (
    <>
      {rows.map((row, i) => (
        <Box
          component="li"
          key={i}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
        >
          <LegendSwatch swatch={row.swatch} />
          <Typography variant="caption" sx={{ wordBreak: 'break-word', lineHeight: 1.3 }}>
            {label(row.label)}
          </Typography>
        </Box>
      ))}
    </>
  );
}

/** An attribute-coloured rule: one row per value of the attribute, then 'Other'. */
function AttributeRows({ layerId, group }: { layerId: number; group: LegendGroup }) {
  const { t } = useTranslation();
  const attribute = group.attribute!;
  const values = useAttributeValues(layerId, attribute.field);
  const rows = useMemo<LegendRow[]>(() => {
    const fallback = cssColour(attribute.fallback) ?? '#000000';
    const valued = (values.data ?? []).slice(0, MAX_VALUES).map((value) => ({
      label: { text: value },
      swatch: { ...attribute.swatch, color: cssColour(value) ?? fallback },
    }));
    return [
      ...valued,
      { label: { key: 'other' }, swatch: { ...attribute.swatch, color: fallback } },
    ];
  }, [values.data, attribute]);
  const more = (values.data?.length ?? 0) - MAX_VALUES;
  return (
    <>
      <Box component="li" sx={{ py: 0.25 }}>
        <Typography variant="caption" color="text.secondary">
          {t('popups.legend.fromAttribute', { field: attribute.field })}
        </Typography>
      </Box>
      {values.isPending ? (
        <Box component="li">
          <Typography variant="caption" color="text.secondary">
            {t('popups.legend.loading')}
          </Typography>
        </Box>
      ) : (
        <Rows rows={rows} />
      )}
      {more > 0 && (
        <Box component="li">
          <Typography variant="caption" color="text.secondary">
            +{more}
          </Typography>
        </Box>
      )}
    </>
  );
}

/**
 * The legend of a layer (experimental, legend_enabled), under it in the map sidebar: drawn from
 * its style — or the default style it is drawn with — as colours, line widths and circle sizes,
 * with the categories of match / case / step expressions and the values of an attribute colour.
 * A layer drawn as relief shows its colour ramp and heights instead.
 */
export function LayerLegend({ layer, name }: { layer: LayerRead; name: string }) {
  const relief = useMemo(() => reliefLegendOf(layer), [layer]);
  if (relief) return <ReliefLegend legend={relief} name={name} />;
  return <StyleLegend layer={layer} name={name} />;
}

function StyleLegend({ layer, name }: { layer: LayerRead; name: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  const groups = useMemo(() => legendOf(styleOf(layer)), [layer]);
  // Several rules (areas, lines, points) each get their kind as a title.
  const titled = groups.length > 1;
  return (
    <Box
      component="ul"
      aria-label={t('popups.legend.label', { name })}
      sx={{ listStyle: 'none', m: 0, pl: 5.5, pr: 1.5, pb: 1 }}
    >
      {groups.length === 0 && (
        <Box component="li">
          <Typography variant="caption" color="text.secondary">
            {t('popups.legend.noLegend')}
          </Typography>
        </Box>
      )}
      {groups.map((group, i) => (
        <Fragment key={i}>
          {titled && group.title && (group.rows.length > 1 || group.attribute) && (
            <Box component="li" sx={{ pt: 0.5 }}>
              <Typography variant="caption" sx={{ fontWeight: 600 }}>
                {label(group.title)}
              </Typography>
            </Box>
          )}
          {group.attribute ? (
            <AttributeRows layerId={layer.id} group={group} />
          ) : (
            <Rows rows={group.rows} />
          )}
        </Fragment>
      ))}
    </Box>
  );
}
