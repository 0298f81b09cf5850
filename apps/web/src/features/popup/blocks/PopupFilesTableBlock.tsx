import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { withExtensions } from '../files/fileGroups.js';
import { PackedAttachmentList } from '../files/PackedAttachmentList.js';
import { PopupFileTable } from '../files/PopupFileTable.js';
import { usePopupData } from '../popupContext.js';
import { filesAttr, listAttr, textAttr } from './attrs.js';

/**
 * <popup-files-table title="Reports" :formats="['pdf', 'txt', 'xlsx']">: the feature's
 * attachments of those formats (all of them without `formats`; `files` picks others), with
 * size, date, view and download.
 */
export function PopupFilesTableBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { files, filesOffline, packed } = usePopupData();
  const formats = listAttr(attrs, 'formats');
  if (filesOffline && packed) {
    // Offline, from the pack: its attachments of those formats (by their names' extensions).
    const ends = formats.map((f) => `.${f.toLowerCase()}`);
    const entries =
      ends.length > 0
        ? packed.entries.filter((e) => ends.some((end) => e.name.toLowerCase().endsWith(end)))
        : packed.entries;
    if (entries.length > 0) {
      return (
        <PackedAttachmentList
          title={textAttr(attrs, 'title') || t('files.attachments')}
          packed={{ ...packed, entries }}
        />
      );
    }
  }
  const chosen = filesAttr(attrs, 'files', files);
  const shown = formats.length > 0 ? withExtensions(chosen, formats) : chosen;
  const empty = textAttr(attrs, 'empty');
  return (
    <PopupFileTable
      title={textAttr(attrs, 'title')}
      files={shown}
      emptyText={
        // Offline the attachments were not asked for: said so, not 'No files'.
        filesOffline
          ? t('files.offline')
          : empty ||
            (formats.length > 0
              ? t('popups.files.noneOf', { formats: formats.join(', ') })
              : undefined)
      }
    />
  );
}
