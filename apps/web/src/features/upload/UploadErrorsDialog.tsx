import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The upload's error dialog (4, Upload lifecycle): the messages under 'Please fix the following
 * issues:' (general upload) or 'Fix following issues..' (layer upload).
 */
export function UploadErrorsDialog({
  messages,
  heading,
  onClose,
}: {
  messages: readonly string[] | null;
  heading: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={messages !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent>
        <Alert severity="error" icon={false}>
          <List dense sx={{ listStyle: 'disc', pl: 2.5, py: 0 }}>
            {(messages ?? []).map((message, index) => (
              <ListItem key={`${index}-${message}`} sx={{ display: 'list-item', px: 0.5 }}>
                {message}
              </ListItem>
            ))}
          </List>
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('upload.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
