import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayerFiles } from '../../../entities/layer-file/useLayerFiles.js';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { PanoramaViewer, ViewerSuspense } from '../viewers/index.js';
import { mainFile, PANORAMA_EXTENSIONS } from '../files/fileGroups.js';
import { nearbyPhotos } from '../files/nearbyPhotos.js';
import { usePopupData } from '../popupContext.js';
import { filesAttr, has, sizeAttr } from './attrs.js';
import { positionOf } from './mapLink.js';
import { ViewerBlockMessage } from './ViewerBlockMessage.js';

/**
 * <panorama-viewer>: the feature's 360° photo (`file`, else the one its mapsutd_file names,
 * else its first JPEG) to look around in, with its date and place; next and previous step to
 * the layer's nearest other photos.
 */
export function PanoramaViewerBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { feature, layer, files, filesLoading } = usePopupData();
  // Without a `file`, the feature's header picture is not its panorama.
  const candidates = has(attrs, 'file')
    ? filesAttr(attrs, 'file', files)
    : files.filter((f) => f.name.toLowerCase() !== 'header.jpg');
  const current = mainFile(candidates, feature.properties, PANORAMA_EXTENSIONS);
  // A photo layer's photos are its own files: its neighbours are the layer's other photos.
  const layerFiles = useLayerFiles(layer.type === 'photo' && current ? layer.id : null);
  const props = feature.properties;
  const place =
    positionOf(props.wgs84_lat, props.wgs84_lon) ??
    (feature.lngLat ? positionOf(feature.lngLat.lat, feature.lngLat.lng) : null);
  const lon = place?.lon;
  const lat = place?.lat;
  const date = typeof props.photo_date === 'string' ? props.photo_date : undefined;
  const walk = useMemo(
    () =>
      current
        ? nearbyPhotos(current, layerFiles.data ?? [], {
            ...(date ? { date } : {}),
            ...(lon !== undefined && lat !== undefined ? { lon, lat } : {}),
          })
        : null,
    [current, layerFiles.data, date, lon, lat],
  );
  if (!current || !walk) {
    return (
      <ViewerBlockMessage>
        {filesLoading ? t('popups.viewers.loading') : t('popups.viewers.noPanorama')}
      </ViewerBlockMessage>
    );
  }
  return (
    <ViewerSuspense>
      <PanoramaViewer
        key={current.id}
        photos={walk.photos}
        index={walk.index}
        height={sizeAttr(attrs, 'height')}
      />
    </ViewerSuspense>
  );
}
