import { useCallback, useMemo, useRef, useState } from 'react';
import { applyBatch, type BatchChange } from './batchEdit.js';
import {
  addFiles,
  removeRow,
  updateRow,
  type FileTypesCatalogue,
  type LayerChoice,
  type UploadRow,
} from './uploadRules.js';

export type RowChange = Parameters<typeof updateRow>[3];

/**
 * The dialog's file rows (section 4) and the File objects behind them. Rows are plain data for
 * the rules; the files are kept aside by name, a name being unique in the table.
 */
export function useUploadRows(
  catalogue: FileTypesCatalogue | undefined,
  layer: LayerChoice | null,
) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const files = useRef(new Map<string, File>());
  // Every change goes through `change`, which keeps this in step with the state: successive
  // changes in one event each see the previous one's result.
  const current = useRef<UploadRow[]>([]);

  const change = useCallback(
    (next: (rows: UploadRow[], catalogue: FileTypesCatalogue) => UploadRow[]) => {
      if (!catalogue) return;
      const updated = next(current.current, catalogue);
      current.current = updated;
      setRows(updated);
    },
    [catalogue],
  );

  return useMemo(
    () => ({
      rows,
      /** The File of each row, in the table's order. */
      filesOf: (list: readonly UploadRow[]) =>
        new Map(
          list.flatMap((row) => {
            const file = files.current.get(row.name);
            return file ? [[row.name, file] as const] : [];
          }),
        ),
      add: (added: readonly File[]) =>
        change((list, types) => {
          const listed = new Set(list.map((row) => row.name));
          // A dropped file whose name is listed is dropped (section 4): the listed one stays.
          for (const file of added) if (!listed.has(file.name)) files.current.set(file.name, file);
          return addFiles(types, list, added, layer);
        }),
      update: (name: string, value: RowChange) =>
        change((list, types) => updateRow(types, list, name, value)),
      remove: (name: string) => change((list, types) => removeRow(types, list, name)),
      removeAll: (names: readonly string[]) =>
        change((list, types) => names.reduce((left, name) => removeRow(types, left, name), list)),
      setBatch: (name: string, batch: boolean) =>
        change((list) => list.map((row) => (row.name === name ? { ...row, batch } : row))),
      setBatchAll: (batch: boolean, selectable: (row: UploadRow) => boolean) =>
        change((list) => list.map((row) => ({ ...row, batch: batch && selectable(row) }))),
      applyBatch: (value: BatchChange) => change((list, types) => applyBatch(types, list, value)),
      /** Puts each file's messages on its row (the layer upload's error icon). */
      setFileErrors: (errorsOf: (row: UploadRow) => string[]) =>
        change((list) => list.map((row) => ({ ...row, fileError: errorsOf(row) }))),
      /** A new map: its layers are not the old map's, new layer names stay. */
      clearExistingLayers: () =>
        change((list, types) =>
          list
            .filter((row) => row.parent === null && row.layer && 'id' in row.layer)
            .reduce((left, row) => updateRow(types, left, row.name, { layer: null }), list),
        ),
    }),
    [rows, change, layer],
  );
}

export type UploadRows = ReturnType<typeof useUploadRows>;
