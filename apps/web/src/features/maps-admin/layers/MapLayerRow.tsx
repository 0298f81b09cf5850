import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, IconButton, Link, ListItem, Stack, Tooltip } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LayerStatusCell } from '../../../entities/layer/LayerStatusCell.js';
import { LayerTypeChip } from '../../../entities/layer/LayerTypeChip.js';

/** The states worth a word beside the layer: its files are on their way, or failed. */
const SHOWN_STATES: readonly LayerRead['status'][] = ['queued', 'processing', 'error'];

export interface MapLayerRowProps {
  layer: LayerRead;
  index: number;
  count: number;
  editable: boolean;
  /** A change of the map is on its way: the row's actions wait. */
  disabled: boolean;
  /** A layer is being dragged over this row: the drop line is shown above or below it. */
  dropMark: 'above' | 'below' | null;
  onMove(from: number, to: number): void;
  onDetach(layer: LayerRead): void;
  drag: {
    start(index: number, event: DragEvent): void;
    over(index: number, event: DragEvent): void;
    drop(index: number, event: DragEvent): void;
    end(): void;
  };
}

function ActionButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip on a disabled button. */}
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * One layer of the map: its type chip, a link to the layer and, while its files are processed
 * (or when they failed), their state; for an editable map a drag
 * handle (the row is dragged), arrows to move it with the keyboard or a finger, and 'Remove'.
 */
export function MapLayerRow({
  layer,
  index,
  count,
  editable,
  disabled,
  dropMark,
  onMove,
  onDetach,
  drag,
}: MapLayerRowProps) {
  const { t } = useTranslation();
  const name = layer.name;
  return (
    <ListItem
      divider
      draggable={editable}
      onDragStart={editable ? (event) => drag.start(index, event) : undefined}
      onDragOver={editable ? (event) => drag.over(index, event) : undefined}
      onDrop={editable ? (event) => drag.drop(index, event) : undefined}
      onDragEnd={editable ? drag.end : undefined}
      data-testid={`map-layer-${layer.id}`}
      sx={{
        gap: 1,
        px: 1,
        boxShadow: (theme) =>
          dropMark === 'above'
            ? `inset 0 2px 0 ${theme.palette.primary.main}`
            : dropMark === 'below'
              ? `inset 0 -2px 0 ${theme.palette.primary.main}`
              : 'none',
      }}
    >
      {editable ? (
        // The mouse's handle; keyboards and screen readers move layers with the arrow buttons.
        <Box
          aria-hidden
          title={t('mapsAdmin.layers.drag', { name })}
          sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
      ) : null}
      <LayerTypeChip type={layer.type} />
      <Link
        component={RouterLink}
        to={`/layers/${layer.id}/`}
        draggable={false}
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {name}
      </Link>
      {SHOWN_STATES.includes(layer.status) ? (
        <Box sx={{ flexShrink: 0, width: 150 }} data-testid={`map-layer-state-${layer.id}`}>
          <LayerStatusCell layer={layer} />
        </Box>
      ) : null}
      {editable ? (
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <ActionButton
            label={t('mapsAdmin.layers.moveUp', { name })}
            disabled={disabled || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </ActionButton>
          <ActionButton
            label={t('mapsAdmin.layers.moveDown', { name })}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </ActionButton>
          <ActionButton
            label={t('mapsAdmin.layers.detach', { name })}
            disabled={disabled}
            onClick={() => onDetach(layer)}
          >
            <LinkOffIcon fontSize="small" />
          </ActionButton>
        </Stack>
      ) : null}
    </ListItem>
  );
}
