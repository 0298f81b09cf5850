import { useTranslation } from 'react-i18next';
import type { CopyTexts } from '../../components/CopyField.js';

/** The copy buttons' texts of the access-key screens. */
export function useCopyTexts(): CopyTexts {
  const { t } = useTranslation();
  return {
    copy: t('accessKeys.copy'),
    copied: t('accessKeys.copied'),
    failed: t('accessKeys.copyFailed'),
  };
}
