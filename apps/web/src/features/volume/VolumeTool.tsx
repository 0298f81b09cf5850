import { Alert, Button, Divider, Typography } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { ElevationChangeForm } from './ElevationChangeForm.js';
import { ShapeChooser } from './ShapeChooser.js';
import { SurveyChoice, type SurveyChoiceValue } from './SurveyChoice.js';
import { defaultPair, surveysOf } from './surveys.js';
import { useVolumeExports } from './useVolumeExports.js';
import { useVolumeRequest } from './useVolumeRequest.js';
import { useShapeOutline } from './useShapeOutline.js';
import { useVolumeShape, type ShapeMode } from './useVolumeShape.js';
import { VolumeAnswerView } from './VolumeAnswerView.js';
import { volumeBody } from './volumeBody.js';
import { MapToolPanel } from '../../map/controls/MapToolPanel.js';

/**
 * The volume panel: where (a drawn polygon or a polygon feature), between which surveys (or a
 * base plane), the server's answer and its exports; then the elevation change, for those who
 * may add layers to the map.
 */
export function VolumeTool({
  map,
  data,
  onClose,
}: {
  map: MapLibreMap;
  data: ClientMap;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const surveys = useMemo(() => surveysOf(data.layers), [data.layers]);
  const names = useMemo(
    () => new Map(data.layers.map((layer) => [layer.id, layer.name])),
    [data.layers],
  );
  const [mode, setMode] = useState<ShapeMode>('draw');
  const [choice, setChoice] = useState<SurveyChoiceValue>(() => ({
    ...defaultPair(surveys),
    baseline: 'survey',
    base: '',
  }));
  const { shape, corners, clear, ready } = useVolumeShape(map, mode, names);
  useShapeOutline(map, shape);
  const { state, request, reset } = useVolumeRequest(data.id);
  const body = volumeBody(shape, choice, surveys);
  const exports = useVolumeExports(map, shape, state.kind === 'done' ? state.answer : null);

  return (
    <MapToolPanel
      container={map.getContainer()}
      title={t('volume.title')}
      closeLabel={t('volume.close')}
      onClose={onClose}
      width={360}
      sheetOnPhone
      testId="volume-panel"
    >
      {surveys.length === 0 ? (
        <Typography variant="body2">{t('volume.noSurveys')}</Typography>
      ) : (
        <>
          <ShapeChooser
            mode={mode}
            onMode={(next) => {
              clear();
              reset();
              setMode(next);
            }}
            shape={shape}
            corners={corners}
            ready={ready}
            onClear={() => {
              clear();
              reset();
            }}
          />
          <SurveyChoice surveys={surveys} value={choice} onChange={setChoice} />
          <Button
            variant="contained"
            size="small"
            disabled={!body}
            loading={state.kind === 'loading'}
            onClick={() => body && request(body)}
          >
            {t('volume.calculate')}
          </Button>
          {state.kind === 'failed' ? (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="volume-error">
              {state.messages.length > 0 ? state.messages.join(' ') : t('volume.failed')}
            </Alert>
          ) : null}
          {exports.failed ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('volume.pdfFailed')}
            </Alert>
          ) : null}
          {state.kind === 'done' ? (
            <>
              <Divider sx={{ my: 1 }} />
              <VolumeAnswerView
                answer={state.answer}
                onCsv={exports.csv}
                onPdf={exports.pdf}
                printing={exports.printing}
              />
            </>
          ) : null}
          {data.abilities.add_layer && choice.baseline === 'survey' ? (
            <>
              <Divider sx={{ my: 1 }} />
              <ElevationChangeForm
                mapId={data.id}
                earlier={surveys.find((survey) => survey.key === choice.earlier)}
                later={surveys.find((survey) => survey.key === choice.later)}
              />
            </>
          ) : null}
        </>
      )}
    </MapToolPanel>
  );
}
