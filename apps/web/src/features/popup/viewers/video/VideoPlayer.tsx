import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../../components/LoadingIndicator.js';
import { useFileObjectUrl } from '../../../../entities/layer-file/useFileObjectUrl.js';
import { ViewerFrame } from '../common/ViewerFrame.js';
import { ViewerMessage } from '../common/ViewerMessage.js';
import type { ViewerFile } from '../common/viewerFile.js';
import { playableUrl } from './videoSource.js';
import { registerMessages } from '../../../../i18n/registerMessages.js';
import { viewersMessages } from '../messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('viewers', viewersMessages);

export type VideoSource = { url: string } | { file: ViewerFile };

export interface VideoPlayerProps {
  /** An http(s) address, or a file of a layer (fetched with the authentication header). */
  source: VideoSource;
  /** Its accessible name; the file's name or the address by default. */
  name?: string;
  height?: number | string;
}

/** An HTML5 video with the browser's own controls; a clear message when it cannot play. */
export function VideoPlayer({ source, name, height }: VideoPlayerProps) {
  const { t } = useTranslation();
  const file = 'file' in source ? source.file : null;
  const address = 'url' in source ? source.url : null;
  // A file needs our header, which a <video> cannot send: it is fetched, then played from memory.
  const content = useFileObjectUrl(file);
  const url = file ? content.url : playableUrl(address ?? '', window.location.href);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const title = name ?? file?.name ?? address ?? '';
  const label = t('viewers.video.label', { name: title });

  if (!file && !url) {
    return (
      <ViewerFrame label={label} height={height}>
        <ViewerMessage title={t('viewers.video.refused')} />
      </ViewerFrame>
    );
  }
  const failed = (file && content.failed) || (url !== null && failedUrl === url);
  return (
    <ViewerFrame label={label} height={height}>
      {failed ? (
        <ViewerMessage
          title={t('viewers.video.cannotPlay')}
          hint={t('viewers.unreadableHint')}
          action={
            !file && url ? (
              <Button
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<OpenInNewIcon />}
              >
                {t('viewers.video.openInNewTab')}
              </Button>
            ) : undefined
          }
        />
      ) : url ? (
        <Box
          component="video"
          key={url}
          src={url}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          onError={() => setFailedUrl(url)}
          sx={{ display: 'block', width: '100%', height: '100%', bgcolor: 'common.black' }}
        />
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <LoadingIndicator label={t('viewers.loading', { name: title })} />
        </Box>
      )}
    </ViewerFrame>
  );
}
