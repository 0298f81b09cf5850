import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ZoomIcon from '@mui/icons-material/ZoomInMap';
import { Button, Stack } from '@mui/material';
import type { MarkupRead } from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { zoomToMarkup } from '../geometryBounds.js';
import { DeleteMarkupDialog } from './DeleteMarkupDialog.js';
import { MarkupEditForm } from './MarkupEditForm.js';
import { MarkupFacts } from './MarkupFacts.js';
import { StatusSelect } from './StatusSelect.js';
import type { MarkupChange } from './useMarkupChange.js';

/**
 * A markup's fields: read, with its status changed in one step (abilities.change_status: its
 * assignee too), or edited as a whole ('Edit', abilities.change), as its abilities allow;
 * 'Zoom to' and 'Delete'.
 */
export function MarkupAbout({
  map,
  data,
  markup,
  change,
}: {
  map: MapLibreMap;
  data: ClientMap;
  markup: MarkupRead;
  change: MarkupChange;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (editing)
    return (
      <MarkupEditForm
        data={data}
        markup={markup}
        change={change}
        onDone={() => setEditing(false)}
      />
    );
  return (
    <Stack spacing={1.5}>
      {markup.abilities.change_status ? <StatusSelect markup={markup} change={change} /> : null}
      <MarkupFacts markup={markup} layers={data.layers} />
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<ZoomIcon />}
          onClick={() => zoomToMarkup(map, markup.geometry)}
        >
          {t('markup.detail.zoomTo')}
        </Button>
        {markup.abilities.change ? (
          <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('markup.detail.edit')}
          </Button>
        ) : null}
        {markup.abilities.delete ? (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setDeleting(true)}
          >
            {t('markup.detail.delete')}
          </Button>
        ) : null}
      </Stack>
      {deleting ? (
        <DeleteMarkupDialog mapId={data.id} markup={markup} onClose={() => setDeleting(false)} />
      ) : null}
    </Stack>
  );
}
