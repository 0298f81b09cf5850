import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, Stack, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayerStatusCell } from '../../entities/layer/LayerStatusCell.js';
import { LayerTypeChip } from '../../entities/layer/LayerTypeChip.js';
import { LAYERS_PATH } from '../../entities/layer/layerPaths.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';

/**
 * Above the layer form: the way back to the Layers list (for those who may open it), the
 * layer's name, type and state, and 'Edit'.
 */
export function LayerHeader({
  layer,
  canEdit,
  editing,
  onEdit,
}: {
  layer: LayerRead;
  canEdit: boolean;
  editing: boolean;
  onEdit(): void;
}) {
  const { t } = useTranslation();
  const { open_layers_settings: listOpen } = useSessionAbilities();
  return (
    <Stack spacing={1}>
      {listOpen ? (
        <Link
          component={RouterLink}
          to={LAYERS_PATH}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('layerForm.backToLayers')}
        </Link>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, minWidth: 0 }}
        >
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {layer.name}
          </Typography>
          <LayerTypeChip type={layer.type} />
          <LayerStatusCell layer={layer} />
        </Stack>
        {canEdit && !editing ? (
          <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
            {t('layerForm.edit')}
          </Button>
        ) : null}
      </Stack>
      {!canEdit ? (
        <Typography variant="body2" color="text.secondary">
          {t('layerForm.readOnly')}
        </Typography>
      ) : null}
    </Stack>
  );
}
