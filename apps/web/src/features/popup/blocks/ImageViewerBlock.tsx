import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { ImageViewer, ViewerSuspense } from '../viewers/index.js';
import { IMAGE_EXTENSIONS, withExtensions } from '../files/fileGroups.js';
import { usePopupData } from '../popupContext.js';
import { filesAttr, numberAttr, sizeAttr } from './attrs.js';
import { ViewerBlockMessage } from './ViewerBlockMessage.js';

/**
 * <image-viewer>: the feature's images (or `files`) with zoom and pan, and next / previous
 * through them; `index` is the first one shown.
 */
export function ImageViewerBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { files, filesLoading } = usePopupData();
  const images = withExtensions(filesAttr(attrs, 'files', files), IMAGE_EXTENSIONS);
  if (images.length === 0) {
    return (
      <ViewerBlockMessage>
        {filesLoading ? t('popups.viewers.loading') : t('popups.viewers.noImages')}
      </ViewerBlockMessage>
    );
  }
  const index = Math.min(images.length - 1, Math.max(0, Math.floor(numberAttr(attrs, 'index', 0))));
  return (
    <ViewerSuspense>
      <ImageViewer files={images} index={index} height={sizeAttr(attrs, 'height')} />
    </ViewerSuspense>
  );
}
