import CloseIcon from '@mui/icons-material/Close';
import LanguageIcon from '@mui/icons-material/Language';
import {
  Box,
  Button,
  Dialog,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { usePopupData } from '../popupContext.js';
import { BlockTitle } from './BlockTitle.js';
import { textAttr } from './attrs.js';
import { ExternalFrame } from './ExternalFrame.js';
import { externalLinksOf } from './externalLinksOf.js';

/**
 * <external-viewer-popup>: a button per external site (exturl1 / exturl1_n …, or `url` /
 * `links`) that opens it in a large window over the popup (full screen on phones).
 */
export function ExternalViewerPopupBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { feature } = usePopupData();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const links = externalLinksOf(attrs, feature.properties);
  const [open, setOpen] = useState<{ url: string; name: string } | null>(null);
  const label = textAttr(attrs, 'label');
  if (links.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
        {t('popups.external.none')}
      </Typography>
    );
  }
  return (
    <Box sx={{ py: 1 }}>
      <BlockTitle>{textAttr(attrs, 'title')}</BlockTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 1.5 }}>
        {links.map((link, i) => (
          <Button
            key={`${link.url}-${i}`}
            variant="outlined"
            size="small"
            startIcon={<LanguageIcon />}
            onClick={() => setOpen(link)}
            sx={{ textTransform: 'none' }}
          >
            {label && links.length === 1 ? label : link.name}
          </Button>
        ))}
      </Box>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        fullScreen={phone}
        maxWidth={false}
        aria-labelledby={titleId}
        slotProps={{
          paper: { sx: phone ? {} : { width: '90vw', maxWidth: '90vw', height: '90vh' } },
        }}
      >
        <DialogTitle id={titleId} sx={{ pr: 6, wordBreak: 'break-word' }}>
          {open?.name}
        </DialogTitle>
        <IconButton
          aria-label={t('common.close')}
          onClick={() => setOpen(null)}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          {open && <ExternalFrame url={open.url} title={open.name} height="100%" />}
        </Box>
      </Dialog>
    </Box>
  );
}
