import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useLayersAttachments } from '../../entities/layer-file/useLayersAttachments.js';
import { shownSurveyDate } from '../../entities/map/surveyDates.js';
import { useSurveyDate } from '../../entities/map/surveyDateStore.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import { useControlGroup } from '../../map/controls/useControlGroup.js';
import { sceneMessages } from './messages.js';
import { cloudFilesOf } from './point-cloud/sceneClouds.js';
import { useScenePointClouds, type CloudLook } from './point-cloud/useScenePointClouds.js';
import { modelFilesOf } from './model/sceneModels.js';
import { ScenePropertiesPanel } from './model/ScenePropertiesPanel.js';
import { useSceneModels } from './model/useSceneModels.js';
import { SceneBar } from './SceneBar.js';
import type { SceneProps } from './SceneSlot.js';
import { EXAGGERATION } from './sceneUrl.js';
import { terrainLayerOf } from './terrainSource.js';
import { useSceneCamera } from './useSceneCamera.js';
import { useSceneUrl } from './useSceneUrl.js';
import { useTerrain } from './useTerrain.js';

// Loaded after the map's first frame: its texts come with it (see i18n/registerMessages.ts).
registerMessages('scene', sceneMessages);

/**
 * The viewer's '3D' toggle: the map tilted onto the terrain of the DTM the map names, else of
 * the top DTM that is on (of the survey date shown), with the vertical exaggeration chosen in
 * the bar; without a DTM it still tilts the flat map. The COPC point clouds attached to the
 * layers that are on stand in it, and their IFC models at their sites' reference points.
 * Kept in the URL with the view's pitch and bearing.
 */
export function SceneControl({
  map,
  layers,
  terrainLayerId,
}: Omit<SceneProps, 'map'> & { map: MapLibreMap }) {
  const { t } = useTranslation();
  const [exaggeration, setExaggeration] = useSceneUrl();
  const chosenDate = useSurveyDate();
  const on = exaggeration !== null;
  const terrain = terrainLayerOf(layers, terrainLayerId);
  const date = terrain ? shownSurveyDate(terrain, chosenDate) : null;
  useSceneCamera(map, on);
  useTerrain(map, exaggeration, terrain, date);
  const [look, setLook] = useState<CloudLook>({ mode: 'rgb', pointSize: 2, shown: true });
  const attachments = useLayersAttachments(
    layers.map((layer) => layer.id),
    on,
  );
  const clouds = useScenePointClouds(map, cloudFilesOf(attachments), exaggeration, look);
  const { models, selection, clearSelection } = useSceneModels(
    map,
    modelFilesOf(attachments),
    exaggeration,
  );
  const group = useControlGroup(map);
  return (
    <>
      {group
        ? createPortal(
            <MapControlButton
              label={t('scene.toggle')}
              icon={<span style={{ font: '700 12px/1 sans-serif' }}>{t('scene.title')}</span>}
              pressed={on}
              onClick={() => setExaggeration(on ? null : EXAGGERATION.initial)}
            />,
            group,
          )
        : null}
      {on ? (
        <SceneBar
          terrain={terrain?.name ?? null}
          exaggeration={exaggeration}
          onChange={setExaggeration}
          clouds={clouds}
          look={look}
          onLook={setLook}
          models={models}
        />
      ) : null}
      {on ? <ScenePropertiesPanel selection={selection} onClose={clearSelection} /> : null}
    </>
  );
}
