import { AttachTargetField } from './AttachTargetField.js';
import { CoordinateSystemField } from './CoordinateSystemField.js';
import { FileProjectionField } from './FileProjectionField.js';
import type { RowContext } from './UploadFileRow.js';
import { ATTACHMENT, type UploadRow } from './uploadRules.js';

/**
 * The coordinate-system column of a main file (2.8): the attach target of an attachment; the
 * combobox when a system is strictly required; else the file's own projection.
 */
export function CoordinateSystemCell({
  row,
  context,
  layer,
  locked,
}: {
  row: UploadRow;
  context: RowContext;
  layer: { id: number; field: string | null } | null;
  locked: boolean;
}) {
  if (row.fileType === ATTACHMENT) {
    return (
      <AttachTargetField
        layerId={layer?.id ?? null}
        field={layer?.field ?? null}
        value={row.attachWhere}
        // The target belongs to a layer: none can be chosen before the layer.
        disabled={locked || !row.layer}
        required
        onChange={(attachWhere) => context.onChange(row.name, { attachWhere })}
      />
    );
  }
  if (row.epsgRequired === true) {
    return (
      <CoordinateSystemField
        value={row.epsg}
        systems={context.systems}
        onAddSystem={context.onAddSystem}
        onChange={(epsg) => context.onChange(row.name, { epsg })}
        disabled={locked}
        required
      />
    );
  }
  return (
    <FileProjectionField
      encoded={/\.tiff?$/i.test(row.name) || row.epsgRequired === null}
      value={row.epsg}
      onChange={(epsg) => context.onChange(row.name, { epsg })}
      disabled={locked}
    />
  );
}
