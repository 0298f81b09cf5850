import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The info button's dialog: the layer's description. */
export function LayerInfoDialog({
  name,
  description,
  open,
  onClose,
}: {
  name: string;
  description: string;
  open: boolean;
  onClose: () => void;
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
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
