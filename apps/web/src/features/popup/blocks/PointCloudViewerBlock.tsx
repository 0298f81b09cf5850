import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { PointCloudViewer, ViewerSuspense } from '../viewers/index.js';
import { mainFile, POINT_CLOUD_EXTENSIONS } from '../files/fileGroups.js';
import { usePopupData } from '../popupContext.js';
import { filesAttr, has, sizeAttr } from './attrs.js';
import { ViewerBlockMessage } from './ViewerBlockMessage.js';

/**
 * <point-cloud-viewer>: a COPC point cloud (.copc.laz) of the feature, streamed as it is
 * looked at: `file`, else the one the feature's mapsutd_file names, else its first.
 */
export function PointCloudViewerBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { feature, files, filesLoading } = usePopupData();
  const candidates = has(attrs, 'file') ? filesAttr(attrs, 'file', files) : files;
  const file = mainFile(candidates, feature.properties, POINT_CLOUD_EXTENSIONS);
  if (!file) {
    return (
      <ViewerBlockMessage>
        {filesLoading ? t('popups.viewers.loading') : t('popups.viewers.noPointCloud')}
      </ViewerBlockMessage>
    );
  }
  return (
    <ViewerSuspense>
      <PointCloudViewer key={file.id} file={file} height={sizeAttr(attrs, 'height')} />
    </ViewerSuspense>
  );
}
