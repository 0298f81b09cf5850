import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { dtmFiles } from '../files/fileGroups.js';
import { PopupFileTable } from '../files/PopupFileTable.js';
import { usePopupData } from '../popupContext.js';
import { filesAttr, textAttr } from './attrs.js';

/**
 * <dtm-files>: the feature's DTM files (names containing 'DTM'), the ones the cross-section
 * control draws profiles from (the popup puts them in its state as well).
 */
export function DtmFilesBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { files } = usePopupData();
  return (
    <PopupFileTable
      title={textAttr(attrs, 'title', t('popups.files.dtmTitle'))}
      files={dtmFiles(filesAttr(attrs, 'files', files))}
      emptyText={t('popups.files.noDtm')}
    />
  );
}
