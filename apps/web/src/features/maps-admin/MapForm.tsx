import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { MapRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { DeleteMapButton } from './DeleteMapButton.js';
import { MapFormFields } from './MapFormFields.js';
import {
  canChangeMapVisibility,
  canDeleteMap,
  canEditMap,
} from '../../entities/map/mapPermissions.js';
import { useMapForm } from './useMapForm.js';

/**
 * The map form of /maps/:id/detail/ (2.11): read-only, with 'Edit' only for those who may edit
 * the map (section 6); in edit mode Cancel and Save.
 */
export function MapForm({ map }: { map: MapRead }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const editable = canEditMap(user, map);
  const deletable = canDeleteMap(user, map);
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
        visibilityEditable={canChangeMapVisibility(user, map)}
        extent={map.extent}
      />
      {general.length ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {general.join(' ')}
        </Alert>
      ) : null}
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
    </Box>
  );
}
