import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../routing/paths.js';

/** A map without layers: a prompt and, when the map may be changed, the way to its settings. */
export function EmptyMapMessage({ mapId, canEdit }: { mapId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
    >
      <Typography>{t('mapView.addLayers')}</Typography>
      {canEdit && (
        <Button
          component={RouterLink}
          to={paths.mapDetail(mapId)}
          variant="contained"
          startIcon={<EditIcon />}
        >
          {t('mapView.editMap')}
        </Button>
      )}
    </Box>
  );
}
