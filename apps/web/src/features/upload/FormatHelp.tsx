import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';

const LINES = ['coordinates', 'raster', 'vector', 'photos', 'zip', 'attachments', 'quick'] as const;

/** 'More information about file formats' and the 'How to upload files' dialog it opens (2.8). */
export function FormatHelp() {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        {t('upload.formatHelpLink')}
      </Link>
      <ResponsiveDialog
        open={open}
        onClose={() => setOpen(false)}
        width="min(90%, 640px)"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('upload.formatHelp.title')}</DialogTitle>
        <DialogContent dividers>
          <List sx={{ listStyle: 'disc', pl: 2.5, py: 0 }}>
            {LINES.map((line) => (
              <ListItem key={line} sx={{ display: 'list-item', px: 0.5, py: 0.5 }}>
                {t(`upload.formatHelp.${line}`)}
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('upload.formatHelp.close')}</Button>
        </DialogActions>
      </ResponsiveDialog>
    </>
  );
}
