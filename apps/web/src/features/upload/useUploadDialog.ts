import { STANDARD_COORDINATE_SYSTEMS, type CoordinateSystem } from '@waymark/contract';
import { useCallback, useEffect, useState } from 'react';
import { forgetStaleUploads } from './transfer/resumableUpload.js';
import type { UploadDestination } from './transfer/sendUpload.js';
import { useFileTypes } from '../../entities/layer-file/uploadQueries.js';
import { canUpload, type LayerChoice } from './uploadRules.js';
import { useUploadRows } from './useUploadRows.js';
import { useUploadSubmit, type UploadOutcome } from './useUploadSubmit.js';

/**
 * What both upload dialogs share: the file types catalogue, the rows, the coordinate systems
 * offered (the standard ones and those created here), the transfer and the error dialog.
 */
export function useUploadDialog(layer: LayerChoice | null) {
  const types = useFileTypes();
  const rows = useUploadRows(types.data, layer);
  const submission = useUploadSubmit();
  const [systems, setSystems] = useState<CoordinateSystem[]>(STANDARD_COORDINATE_SYSTEMS);
  const [errors, setErrors] = useState<string[] | null>(null);

  useEffect(() => {
    // Resumable uploads the server has forgotten are forgotten here too.
    forgetStaleUploads().catch(() => undefined);
  }, []);

  const addSystem = useCallback(
    (system: CoordinateSystem) =>
      setSystems((list) => (list.some((s) => s.id === system.id) ? list : [...list, system])),
    [],
  );

  /** Sends the rows; an unreadable file is removed and the upload aborted (5.3). */
  const send = async (destination: UploadDestination): Promise<UploadOutcome> => {
    setErrors(null);
    const outcome = await submission.submit(destination, rows.rows, rows.filesOf(rows.rows));
    if (outcome.kind === 'unreadable') {
      rows.removeAll(outcome.names);
      setErrors(outcome.messages);
    } else if (outcome.kind === 'refused') {
      setErrors(outcome.messages);
    }
    return outcome;
  };

  return {
    types,
    rows,
    systems,
    addSystem,
    transfer: submission.transfer,
    busy: submission.busy,
    cancel: submission.cancel,
    send,
    errors,
    closeErrors: () => setErrors(null),
    ready: canUpload(rows.rows),
  };
}

export type UploadDialogState = ReturnType<typeof useUploadDialog>;
