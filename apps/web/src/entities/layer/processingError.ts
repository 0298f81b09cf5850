import { processingErrorOf } from '@waymark/contract';
import type { TFunction } from 'i18next';

export interface ProcessingErrorText {
  code: number;
  /** The catalogue's title (a code word, the same in every language), e.g. 'PROJECTION'. */
  title: string;
  /** 'Error 8 PROJECTION' */
  label: string;
  /** The catalogue's message in the interface language. */
  message: string;
}

/**
 * A file processing error code as section 8 shows it: its number, title and message. A code
 * the catalogue lacks is shown by its number with GENERAL's message.
 */
export function processingErrorText(t: TFunction, code: number): ProcessingErrorText {
  const entry = processingErrorOf(code);
  const title = entry?.title ?? '';
  return {
    code,
    title,
    label: entry
      ? t('layersAdmin.errorLabel', { code, title })
      : t('layersAdmin.errorCode', { code }),
    message: (t as (key: string) => string)(`layersAdmin.processingErrors.e${entry ? code : 1}`),
  };
}
