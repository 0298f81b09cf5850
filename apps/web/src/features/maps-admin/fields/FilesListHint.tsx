import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useWatch, type Control, type ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MapFormValues } from '../mapFormSchema.js';

/**
 * 'View/Download Map Files' among the controls while Files List is 'Disabled': the control would
 * not show on the map (section 9's Files List), so the form says why and, while editing, offers
 * to set 'Enabled but hidden'.
 */
export function FilesListHint({
  control,
  filesList,
  editing,
}: {
  control: Control<MapFormValues>;
  /** The Files List field, which the form's select shows too. */
  filesList: ControllerRenderProps<MapFormValues, 'files_list'>;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const controls = useWatch({ control, name: 'controls' });
  if (!controls.includes('map_files') || filesList.value !== 'null') return null;
  const names = {
    control: t('mapsAdmin.controls.map_files'),
    field: t('mapsAdmin.form.filesList'),
    disabled: t('mapsAdmin.filesList.disabled'),
    hidden: t('mapsAdmin.filesList.hidden'),
  };
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('mapsAdmin.form.filesListHint.title', names)}</AlertTitle>
      {t('mapsAdmin.form.filesListHint.text', names)}
      {editing ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => filesList.onChange('false')}
          >
            {t('mapsAdmin.form.filesListHint.fix', names)}
          </Button>
        </Box>
      ) : null}
    </Alert>
  );
}
