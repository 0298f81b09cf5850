import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The info button's dialog: the layer's description, and `actions` for the layer. */
export function LayerInfoDialog({
  name,
  description,
  open,
  onClose,
  actions,
}: {
  name: string;
  description: string;
  open: boolean;
  onClose: () => void;
  /** More buttons beside Close (the layer's 'Use in QGIS / ArcGIS'). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{name}</DialogTitle>
      <DialogContent>
        <Typography
          sx={{ whiteSpace: 'pre-line' }}
          color={description.trim() ? 'text.primary' : 'text.secondary'}
        >
          {description.trim() || t('mapView.noDescription')}
        </Typography>
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
