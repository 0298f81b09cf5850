import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailedError } from 'tus-js-client';
import { uploadFileBand } from '@waymark/contract/analytics';
import { ApiError } from '../../api/ApiError.js';
import { trackEvent } from '../../entities/analytics/analytics.js';
import { unreadableFiles } from './transfer/firstByte.js';
import { UploadAbortedError } from './transfer/multipartUpload.js';
import { addSample, rateOf, secondsLeft, type Sample } from './transfer/progressMeter.js';
import { sendUpload, type FileProgress, type UploadDestination } from './transfer/sendUpload.js';
import type { FileTransferView, TransferView } from './transferView.js';
import { uploadErrorMessages } from './uploadErrors.js';
import type { UploadRow } from './uploadRules.js';

export type UploadOutcome =
  | { kind: 'sent'; body: unknown }
  /** Files whose first byte could not be read: nothing was sent (5.3). */
  | { kind: 'unreadable'; names: string[]; messages: string[] }
  | { kind: 'refused'; messages: string[] }
  | { kind: 'cancelled' };

/** The screen is redrawn at most this often while bytes flow. */
const REDRAW_MS = 150;

/** A failed resumable transfer as an API error, so that its answer is read the same way. */
function asApiError(error: unknown): unknown {
  if (!(error instanceof DetailedError) || !error.originalResponse) return error;
  const response = error.originalResponse;
  let body: unknown = response.getBody();
  try {
    body = JSON.parse(String(body)) as unknown;
  } catch {
    // Not JSON: the text as it is.
  }
  return new ApiError(
    response.getStatus(),
    '',
    body,
    error.originalRequest.getURL(),
    response.getHeader('X-Request-Id') ?? null,
  );
}

/**
 * The upload lifecycle after 'Upload' (section 4): every file's first byte is read, then the
 * files are sent with their progress (bytes, speed, time left per file and in total), and the
 * outcome is told: sent, refused with the server's messages, or cancelled.
 */
export function useUploadSubmit() {
  const { t } = useTranslation();
  const [transfer, setTransfer] = useState<TransferView | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const submit = useCallback(
    async (
      destination: UploadDestination,
      rows: readonly UploadRow[],
      files: ReadonlyMap<string, File>,
    ): Promise<UploadOutcome> => {
      setBusy(true);
      const unreadable = await unreadableFiles(files);
      if (unreadable.length > 0) {
        setBusy(false);
        return {
          kind: 'unreadable',
          names: unreadable,
          messages: unreadable.map((name) => t('upload.readError', { name })),
        };
      }
      const abort = new AbortController();
      controller.current = abort;
      const total = rows.reduce((sum, row) => sum + row.size, 0);
      const state = new Map<string, FileProgress>();
      const samples = new Map<string, Sample[]>();
      let overallSamples: Sample[] = [];
      let drawnAt = 0;
      let pending: ReturnType<typeof setTimeout> | null = null;

      const draw = (force: boolean) => {
        const now = performance.now();
        if (!force && now - drawnAt < REDRAW_MS) {
          // Drawn a moment ago: this progress is drawn at the end of the pause.
          pending ??= setTimeout(() => draw(true), REDRAW_MS - (now - drawnAt));
          return;
        }
        if (pending) clearTimeout(pending);
        pending = null;
        drawnAt = now;
        const views: Record<string, FileTransferView> = {};
        let sent = 0;
        for (const row of rows) {
          const progress = state.get(row.name);
          const fileSent = progress?.sent ?? 0;
          sent += fileSent;
          const rate = rateOf(samples.get(row.name) ?? []);
          views[row.name] = {
            sent: fileSent,
            total: row.size,
            rate,
            secondsLeft: secondsLeft(row.size - fileSent, rate),
            resumedAt: progress?.resumedAt ?? 0,
            retrying: progress?.retrying ?? false,
          };
        }
        overallSamples = addSample(overallSamples, { at: now, bytes: sent });
        const rate = rateOf(overallSamples);
        setTransfer({
          files: views,
          overall: { sent, total, rate, secondsLeft: secondsLeft(total - sent, rate) },
        });
      };

      draw(true);
      try {
        const body = await sendUpload({
          destination,
          rows,
          files,
          signal: abort.signal,
          onProgress: (progress) => {
            state.set(progress.name, progress);
            samples.set(
              progress.name,
              addSample(samples.get(progress.name) ?? [], {
                at: performance.now(),
                bytes: progress.sent,
              }),
            );
            draw(false);
          },
        });
        draw(true);
        trackEvent('Upload committed', { files: uploadFileBand(rows.length) });
        return { kind: 'sent', body };
      } catch (failure) {
        if (failure instanceof UploadAbortedError || abort.signal.aborted) {
          return { kind: 'cancelled' };
        }
        return {
          kind: 'refused',
          messages: uploadErrorMessages(asApiError(failure)) ?? [t('upload.unknownError')],
        };
      } finally {
        if (pending) clearTimeout(pending);
        controller.current = null;
        setTransfer(null);
        setBusy(false);
      }
    },
    [t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { transfer, busy, submit, cancel };
}
