import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { MapRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { DeleteMapButton } from './DeleteMapButton.js';
import { holdsDtm } from '../../entities/layer/dtmLayers.js';
import { MapFormFields } from './MapFormFields.js';
import { useMapForm } from './useMapForm.js';

/**
 * The map form of /maps/:id/detail/ (2.11): read-only, with 'Edit' and 'Delete' only when the
 * map's abilities (`change`, `delete`) allow them; in edit mode Cancel and Save.
 */
export function MapForm({ map }: { map: MapRead }) {
  const { t } = useTranslation();
  const { change: editable, delete: deletable, change_visibility } = map.abilities;
  const { form, editing, edit, cancel, submit, saving, general } = useMapForm(map);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      {!editable ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('mapsAdmin.detail.readOnly')}
        </Alert>
      ) : null}
      <MapFormFields
        control={form.control}
        editing={editing}
        visibilityEditable={change_visibility}
        extent={map.extent}
        dtmLayers={map.layers.filter(holdsDtm)}
      />
      {general.length ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {general.join(' ')}
        </Alert>
      ) : null}
      {editable || deletable ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{
            // Kept in sight at the bottom of the screen while the long form scrolls.
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mt: 3,
            py: 1.5,
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {deletable && !editing ? <DeleteMapButton map={map} /> : null}
          {editable && !editing ? (
            <Button variant="contained" startIcon={<EditIcon />} onClick={edit}>
              {t('mapsAdmin.detail.edit')}
            </Button>
          ) : null}
          {editing ? (
            <>
              <Button onClick={cancel} disabled={saving}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={saving}>
                {t('common.save')}
              </Button>
            </>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
