import { PROCESSING_ERRORS, type ProcessingErrorTitle } from '@waymark/contract';

export type { ProcessingErrorTitle };

/**
 * A file that cannot be processed: carries the spec's code and title (the catalogue of
 * section 8, in the contract), and a detail for the logs and the file's status (never a stack
 * trace or a command line).
 */
export class ProcessingError extends Error {
  readonly code: number;
  constructor(
    readonly title: ProcessingErrorTitle,
    readonly detail?: string,
  ) {
    super(PROCESSING_ERRORS[title].message);
    this.code = PROCESSING_ERRORS[title].code;
  }
}
