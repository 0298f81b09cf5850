import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { AccessKeysDialog } from './AccessKeysDialog.js';
import { CopyField } from '../../components/CopyField.js';
import { useCopyTexts } from './useCopyTexts.js';
import { GisSteps } from './GisSteps.js';
import { gisUrls } from './gisUrls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { accessKeysMessages } from './messages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('accessKeys', accessKeysMessages);
registerMessages('dataGrid', dataGridMessages);

/** 'Use in QGIS / ArcGIS': the layer's service URLs, copyable, and the steps of each tool. */
export function GisToolsDialog({
  layer,
  name,
  onClose,
}: {
  layer: Pick<LayerRead, 'id' | 'organisation_id' | 'type'>;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const texts = useCopyTexts();
  const titleId = useId();
  const [keysOpen, setKeysOpen] = useState(false);
  const urls = gisUrls(window.location.origin, layer);
  const raster = layer.type === 'raster';

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} width="min(760px, 90vw)">
      <DialogTitle id={titleId}>{t('accessKeys.gis.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2">{t('accessKeys.gis.intro')}</Typography>
          {raster ? <Alert severity="info">{t('accessKeys.gis.rasterNote')}</Alert> : null}
          <CopyField
            label={t('accessKeys.gis.serviceUrl')}
            value={urls.service}
            texts={texts}
            nameButtonAfterLabel
          />
          <CopyField
            label={t('accessKeys.gis.collectionUrl')}
            value={urls.collection}
            texts={texts}
            nameButtonAfterLabel
          />
          <CopyField
            label={t('accessKeys.gis.tileTemplate')}
            value={urls.tiles}
            texts={texts}
            nameButtonAfterLabel
          />
          <GisSteps tool="qgis" name={name} />
          <Typography variant="body2" color="text.secondary">
            {t('accessKeys.gis.qgisXyz')}
          </Typography>
          <GisSteps tool="arcgis" name={name} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setKeysOpen(true)}>{t('accessKeys.gis.keysLink')}</Button>
        <Button onClick={onClose}>{t('accessKeys.close')}</Button>
      </DialogActions>
      {keysOpen ? <AccessKeysDialog onClose={() => setKeysOpen(false)} /> : null}
    </ResponsiveDialog>
  );
}
