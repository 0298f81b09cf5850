import type { TFunction } from 'i18next';
import type { MethodValues } from './volumeFormat.js';

/** methodText's words in the user's language. */
export function methodWords(t: TFunction) {
  return {
    surveys: (values: MethodValues) => t('volume.methodSurveys', values),
    plane: (values: MethodValues & { base: string }) => t('volume.methodPlane', values),
  };
}
