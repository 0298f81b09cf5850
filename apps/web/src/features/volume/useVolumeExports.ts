import type { VolumeAnswer } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../entities/layer-file/fileTransfer.js';
import { exportVolumePdf } from './exportVolumePdf.js';
import type { VolumeShape } from './shape.js';
import { methodWords } from './methodWords.js';
import { volumeCsv } from './volumeCsv.js';
import { methodText, surveysText, type VolumeLabel } from './volumeFormat.js';

/** The answer's downloads: volume.csv, and volume.pdf with a map of the polygon. */
export function useVolumeExports(
  map: MapLibreMap,
  shape: VolumeShape | null,
  answer: VolumeAnswer | null,
) {
  const { t, i18n } = useTranslation();
  const [printing, setPrinting] = useState(false);
  const [failed, setFailed] = useState(false);
  const label = (key: VolumeLabel) => t(`volume.${key}`);
  const method = (of: VolumeAnswer) => methodText(of, methodWords(t), i18n.language);

  const csv = () => {
    if (!answer) return;
    saveBlob(
      new Blob([volumeCsv(answer, label, method(answer))], { type: 'text/csv' }),
      'volume.csv',
    );
  };

  const pdf = () => {
    if (!answer || !shape) return;
    const locale = i18n.language;
    const surveys = surveysText(
      answer,
      {
        versus: (later, earlier) => t('volume.versus', { later, earlier }),
        plane: (elevation) => t('volume.basePlane', { elevation }),
      },
      locale,
    );
    setPrinting(true);
    setFailed(false);
    exportVolumePdf(map, shape, answer, {
      title: t('volume.pdfTitle'),
      surveys,
      made: t('volume.pdfMade', { date: new Date().toLocaleString(locale) }),
      method: method(answer),
      label,
      locale,
    })
      .then((blob) => saveBlob(blob, 'volume.pdf'))
      .catch(() => setFailed(true))
      .finally(() => setPrinting(false));
  };

  return { csv, pdf, printing, failed };
}
