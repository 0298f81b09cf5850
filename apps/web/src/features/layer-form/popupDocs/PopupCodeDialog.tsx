import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/languages.js';
import { docsMessages, type DocsTexts } from './docsMessages.js';
import { DocsBlocks, DocsFields, DocsHelpers, DocsRefused, DocsSyntax } from './DocsSections.js';

/** Section 9, Layout and other: the Popup code dialog is 900px wide. */
export const DOCS_WIDTH = 900;

const TABS = ['syntax', 'blocks', 'fields', 'helpers', 'refused'] as const;

/**
 * 'Popup code' (2.10): the documentation of popup templates, read-only — the syntax, every
 * building block with an example, the fields a template reads, the helpers, and what is
 * refused and why. 900px wide, full screen on phones.
 */
export function PopupCodeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [tab, setTab] = useState(0);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const texts: DocsTexts = docsMessages[language];
  const shown = TABS[tab] ?? 'syntax';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: phone ? {} : { width: DOCS_WIDTH, maxWidth: 'calc(100% - 32px)', height: '85vh' },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {texts.title}
      </DialogTitle>
      <IconButton
        aria-label={texts.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: 3, pb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {texts.intro}
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, value: number) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((id) => (
          <Tab key={id} label={texts.tabs[id]} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      <DialogContent sx={{ pt: 2 }}>
        {shown === 'syntax' && <DocsSyntax texts={texts} />}
        {shown === 'blocks' && <DocsBlocks texts={texts} />}
        {shown === 'fields' && <DocsFields texts={texts} />}
        {shown === 'helpers' && <DocsHelpers texts={texts} />}
        {shown === 'refused' && <DocsRefused texts={texts} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
