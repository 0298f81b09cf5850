/** What the dialog shows of a transfer under way: per file and in total. */
export interface ProgressFigures {
  sent: number;
  total: number;
  /** Bytes per second, once it can be told. */
  rate: number | null;
  secondsLeft: number | null;
}

export interface FileTransferView extends ProgressFigures {
  /** Where a resumed upload started again (bytes the server already had). */
  resumedAt: number;
  retrying: boolean;
}

export interface TransferView {
  files: Record<string, FileTransferView>;
  overall: ProgressFigures;
}
