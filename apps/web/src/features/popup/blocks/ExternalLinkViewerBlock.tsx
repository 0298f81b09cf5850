import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { usePopupData } from '../popupContext.js';
import { BlockTitle } from './BlockTitle.js';
import { sizeAttr, textAttr } from './attrs.js';
import { ExternalFrame } from './ExternalFrame.js';
import { externalLinksOf } from './externalLinksOf.js';

/**
 * <external-link-viewer>: the feature's external sites (exturl1 / exturl1_n …, or `url` /
 * `links`) shown inside the popup, one at a time, with 'Open in new tab'.
 */
export function ExternalLinkViewerBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { feature } = usePopupData();
  const links = externalLinksOf(attrs, feature.properties);
  const [chosen, setChosen] = useState(0);
  const title = textAttr(attrs, 'title');
  const height = sizeAttr(attrs, 'height') ?? 480;
  if (links.length === 0) {
    return (
      <Box sx={{ py: 1 }}>
        <BlockTitle>{title}</BlockTitle>
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          {t('popups.external.none')}
        </Typography>
      </Box>
    );
  }
  const index = Math.min(chosen, links.length - 1);
  const link = links[index]!;
  return (
    <Box
      component="section"
      aria-label={title || t('popups.external.title')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: height === '100%' ? '100%' : undefined,
      }}
    >
      <BlockTitle>{title}</BlockTitle>
      {links.length > 1 && (
        <Tabs
          value={index}
          onChange={(_e, value: number) => setChosen(value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('popups.external.sites')}
        >
          {links.map((l, i) => (
            <Tab key={`${l.url}-${i}`} label={l.name} sx={{ textTransform: 'none' }} />
          ))}
        </Tabs>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ExternalFrame key={link.url} url={link.url} title={link.name} height={height} />
      </Box>
    </Box>
  );
}
