import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { SectionResponse } from '@waymark/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { saveBlob } from '../../entities/layer-file/fileTransfer.js';
import type { SectionCloud } from '../../map/scenePicks.js';
import { CLOUD_COLOUR, SectionChart, SERIES_COLOURS } from './SectionChart.js';
import { chartPng } from './sectionExport.js';
import { SECTION_CORRIDOR_M } from './useSection.js';
import {
  elevationRange,
  pointAlong,
  sectionCsv,
  seriesName,
  type Position,
} from './sectionMath.js';

/** The vertical exaggerations on offer; null fits the profiles to the chart. */
const EXAGGERATIONS = [null, 1, 2, 5, 10, 20, 50] as const;

const metres = (value: number, locale: string) =>
  `${value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} m`;

/** The profile of a drawn section: chart, read-outs, exaggeration, exports. */
export function SectionPanel({
  section,
  clouds,
  vertices,
  onHover,
  onClose,
}: {
  section: SectionResponse;
  clouds: readonly SectionCloud[];
  vertices: Position[];
  onHover(position: Position | null): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [exaggeration, setExaggeration] = useState<number | null>(null);
  const plot = useRef<uPlot | null>(null);
  const range = elevationRange(section, clouds);
  const labels = useMemo(
    () => ({ distance: t('crossSection.distance'), elevation: t('crossSection.elevation') }),
    [t],
  );

  const exportCsv = () =>
    saveBlob(new Blob([sectionCsv(section)], { type: 'text/csv' }), 'cross-section.csv');
  const exportPng = () => {
    if (!plot.current) return;
    const names = section.dtms.map((_, index) => ({
      label: seriesName(section, index),
      colour: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? '#000000',
    }));
    void chartPng(plot.current, names).then((blob) => saveBlob(blob, 'cross-section.png'));
  };

  return (
    <Paper
      role="region"
      aria-label={t('crossSection.title')}
      elevation={4}
      sx={{
        position: 'absolute',
        left: 8,
        right: 8,
        bottom: 28,
        zIndex: 3,
        p: 1,
        maxHeight: '50%',
        overflow: 'auto',
      }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle2">{t('crossSection.title')}</Typography>
        <Typography variant="body2" data-testid="section-length">
          {t('crossSection.length')}: {metres(section.length_m, locale)}
        </Typography>
        {range ? (
          <>
            <Typography variant="body2" data-testid="section-min">
              {t('crossSection.min')}: {metres(range.min, locale)}
            </Typography>
            <Typography variant="body2" data-testid="section-max">
              {t('crossSection.max')}: {metres(range.max, locale)}
            </Typography>
          </>
        ) : null}
        <TextField
          select
          size="small"
          label={t('crossSection.exaggeration')}
          value={exaggeration === null ? 'fit' : String(exaggeration)}
          onChange={(event) =>
            setExaggeration(event.target.value === 'fit' ? null : Number(event.target.value))
          }
          sx={{ minWidth: 175 }}
        >
          {EXAGGERATIONS.map((value) => (
            <MenuItem key={String(value)} value={value === null ? 'fit' : String(value)}>
              {value === null ? t('crossSection.exaggerationFit') : `${value}×`}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            title={t('crossSection.exportCsvLabel')}
            onClick={exportCsv}
          >
            {t('crossSection.exportCsv')}
          </Button>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            title={t('crossSection.exportPngLabel')}
            onClick={exportPng}
          >
            {t('crossSection.exportPng')}
          </Button>
          <IconButton size="small" aria-label={t('crossSection.close')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
      {clouds.map((cloud) => (
        <Typography
          key={cloud.name}
          variant="caption"
          component="p"
          data-testid="section-cloud"
          data-points={cloud.points.length}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <span
            aria-hidden
            style={{ width: 8, height: 8, borderRadius: 4, background: CLOUD_COLOUR }}
          />
          {t('crossSection.cloudPoints', {
            name: cloud.name,
            formatted: cloud.points.length.toLocaleString(locale),
            corridor: SECTION_CORRIDOR_M,
          })}
        </Typography>
      ))}
      <SectionChart
        section={section}
        clouds={clouds}
        exaggeration={exaggeration}
        labels={labels}
        onPlot={(created) => {
          plot.current = created;
        }}
        onHover={(distance) =>
          onHover(distance === null ? null : pointAlong(vertices, distance, section.length_m))
        }
      />
    </Paper>
  );
}
