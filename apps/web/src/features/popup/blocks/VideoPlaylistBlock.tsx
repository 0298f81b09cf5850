import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { TEMPLATE_HELPERS } from '../../../lib/popupTemplate/helpers.js';
import { usePopupData } from '../popupContext.js';
import { BlockTitle } from './BlockTitle.js';
import { has, linksAttr, sizeAttr, textAttr } from './attrs.js';
import { ExternalFrame } from './ExternalFrame.js';
import { videoSourceOf } from './externalLinks.js';

const PLAYER_FEATURES = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/**
 * <video-playlist>: the feature's videos (tvurl1 / tvurl1_n, tvurl2 / tvurl2_n …, or `videos`)
 * as a list; the chosen one plays beside it — YouTube and Vimeo in their own players, other
 * https addresses in a frame, anything else opened in a new tab.
 */
export function VideoPlaylistBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { feature } = usePopupData();
  const videos = has(attrs, 'videos')
    ? linksAttr(attrs, 'videos')
    : linksAttr({ videos: TEMPLATE_HELPERS.numbered!(feature.properties, 'tvurl') }, 'videos');
  const [chosen, setChosen] = useState(0);
  const title = textAttr(attrs, 'title');
  if (videos.length === 0) {
    return (
      <Box sx={{ py: 1 }}>
        <BlockTitle>{title}</BlockTitle>
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          {t('popups.videos.none')}
        </Typography>
      </Box>
    );
  }
  const index = Math.min(chosen, videos.length - 1);
  const video = videos[index]!;
  const source = videoSourceOf(video.url, window.location.origin);
  return (
    <Box component="section" aria-label={title || t('popups.videos.title')} sx={{ py: 1 }}>
      <BlockTitle>{title}</BlockTitle>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {source ? (
            <ExternalFrame
              key={video.url}
              url={video.url}
              frameSrc={source.kind === 'link' ? video.url : source.src}
              title={video.name}
              height={sizeAttr(attrs, 'height') ?? 360}
              allow={PLAYER_FEATURES}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
              {t('popups.videos.unplayable', { url: video.url.slice(0, 80) })}
            </Typography>
          )}
        </Box>
        {videos.length > 1 && (
          <List
            dense
            aria-label={t('popups.videos.list')}
            sx={{ width: { md: 240 }, flexShrink: 0, maxHeight: 360, overflowY: 'auto' }}
          >
            {videos.map((v, i) => (
              <ListItemButton
                key={`${v.url}-${i}`}
                selected={i === index}
                onClick={() => setChosen(i)}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <OndemandVideoIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={v.name}
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
