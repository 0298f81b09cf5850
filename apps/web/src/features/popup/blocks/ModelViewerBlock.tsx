import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { ModelViewer, ViewerSuspense } from '../viewers/index.js';
import { mainFile, MODEL_EXTENSIONS } from '../files/fileGroups.js';
import { usePopupData } from '../popupContext.js';
import { filesAttr, has, sizeAttr } from './attrs.js';
import { ViewerBlockMessage } from './ViewerBlockMessage.js';

/**
 * <model-viewer>: a 3D model of the feature (glb / glTF, or IFC with the properties of a
 * clicked element): `file`, else the one the feature's mapsutd_file names, else its first.
 */
export function ModelViewerBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { feature, files, filesLoading } = usePopupData();
  const candidates = has(attrs, 'file') ? filesAttr(attrs, 'file', files) : files;
  const file = mainFile(candidates, feature.properties, MODEL_EXTENSIONS);
  if (!file) {
    return (
      <ViewerBlockMessage>
        {filesLoading ? t('popups.viewers.loading') : t('popups.viewers.noModel')}
      </ViewerBlockMessage>
    );
  }
  return (
    <ViewerSuspense>
      <ModelViewer key={file.id} file={file} height={sizeAttr(attrs, 'height')} />
    </ViewerSuspense>
  );
}
