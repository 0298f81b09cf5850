import HighlightAltIcon from '@mui/icons-material/HighlightAlt';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import type { ControlPosition, IControl, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** A MapLibre control whose content React renders (translated, and kept in step with state). */
class PortalControl implements IControl {
  readonly element = document.createElement('div');
  constructor() {
    this.element.className = 'maplibregl-ctrl maplibregl-ctrl-group';
  }
  onAdd(): HTMLElement {
    return this.element;
  }
  onRemove(): void {
    this.element.remove();
  }
}

function MapControl({
  map,
  position,
  children,
}: {
  map: MapLibreMap;
  position: ControlPosition;
  children: ReactNode;
}) {
  const [control] = useState(() => new PortalControl());
  useEffect(() => {
    map.addControl(control, position);
    return () => {
      map.removeControl(control);
    };
  }, [map, control, position]);
  return createPortal(children, control.element);
}

function ControlButton({
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
    // A plain button in MapLibre's control group, as its own controls are; never a submit.
    <button type="button" title={label} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

const iconSx = { fontSize: 18, verticalAlign: 'middle' } as const;

export interface BoxMapControlsProps {
  map: MapLibreMap;
  editing: boolean;
  hasBox: boolean;
  canFit: boolean;
  onFit(): void;
  onDraw(): void;
  onDelete(): void;
}

/** 'Zoom to the boxes' always; in edit mode 'Draw bounding box' and 'Delete bounding box'. */
export function BoxMapControls({
  map,
  editing,
  hasBox,
  canFit,
  onFit,
  onDraw,
  onDelete,
}: BoxMapControlsProps) {
  const { t } = useTranslation();
  return (
    <MapControl map={map} position="top-left">
      <ControlButton label={t('bbox.fitBoxes')} disabled={!canFit} onClick={onFit}>
        <ZoomOutMapIcon sx={iconSx} />
      </ControlButton>
      {editing ? (
        <>
          <ControlButton label={t('bbox.drawBox')} onClick={onDraw}>
            <HighlightAltIcon sx={iconSx} />
          </ControlButton>
          <ControlButton label={t('bbox.deleteBox')} disabled={!hasBox} onClick={onDelete}>
            <DeleteIcon sx={iconSx} />
          </ControlButton>
        </>
      ) : null}
    </MapControl>
  );
}
