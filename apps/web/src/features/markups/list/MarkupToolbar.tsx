import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import type { MarkupListParams } from '../../../entities/markup/markupParams.js';
import { ExportDialog } from '../export/ExportDialog.js';
import { ImportDialog } from '../export/ImportDialog.js';
import { showMarkupLayer, startDraft, useMarkupsUi } from '../markupsStore.js';

/** Above the list: a new markup, the exports, the import, and the layer's switch. */
export function MarkupToolbar({
  map,
  data,
  params,
}: {
  map: MapLibreMap;
  data: ClientMap;
  /** The list's filters, which the exports keep to. */
  params: MarkupListParams;
}) {
  const { t } = useTranslation();
  const { layerShown } = useMarkupsUi();
  const [dialog, setDialog] = useState<'export' | 'import' | null>(null);
  const mayAdd = data.abilities.add_markup;
  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {mayAdd ? (
          <Button
            size="small"
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => startDraft({ shape: 'point', geometry: null, feature: null })}
          >
            {t('markup.list.new')}
          </Button>
        ) : null}
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => setDialog('export')}>
          {t('markup.list.export')}
        </Button>
        {mayAdd ? (
          <Button size="small" startIcon={<UploadIcon />} onClick={() => setDialog('import')}>
            {t('markup.list.import')}
          </Button>
        ) : null}
      </Stack>
      <FormControlLabel
        label={t('markup.list.showOnMap')}
        control={
          <Switch
            size="small"
            checked={layerShown}
            onChange={(event) => showMarkupLayer(event.target.checked)}
          />
        }
      />
      <Suspense fallback={null}>
        {dialog === 'export' ? (
          <ExportDialog map={map} data={data} params={params} onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'import' ? (
          <ImportDialog mapId={data.id} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
