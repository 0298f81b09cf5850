import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { FileList } from '../../entities/layer-file/FileList.js';
import { AttributeTable } from './AttributeTable.js';
import { visibleAttributes } from './featureAttributes.js';
import { PackedAttachmentList } from './files/PackedAttachmentList.js';
import { usePopupData } from './popupContext.js';

/** The popup of a layer without a template: the feature's attributes and its attachments. */
export function DefaultPopupContent() {
  const { t } = useTranslation();
  const { feature, layer, files, filesLoading, filesFailed, filesOffline, packed } = usePopupData();
  return (
    <>
      <AttributeTable rows={visibleAttributes(feature.properties, layer.attributes)} />
      {feature.fid !== null &&
        (filesLoading ? (
          <LoadingIndicator />
        ) : filesOffline && packed ? (
          <PackedAttachmentList title={t('files.attachments')} packed={packed} />
        ) : (
          <FileList
            title={t('files.attachments')}
            files={files}
            emptyText={
              filesOffline
                ? t('files.offline')
                : filesFailed
                  ? t('files.loadFailed')
                  : t('files.noAttachments')
            }
          />
        ))}
    </>
  );
}
