import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { frameableUrl, openableUrl } from './externalLinks.js';

/**
 * Another site inside the popup: a sandboxed frame (scripts of that site run in its own origin;
 * it cannot reach the portal, open dialogs or navigate the portal away), with 'Open in new tab'
 * always at hand, as many sites refuse to be shown in a frame and the browser then shows an
 * error page there that the portal cannot detect.
 */
export function ExternalFrame({
  url,
  frameSrc = url,
  title,
  height = 480,
  allow,
}: {
  /** The address opened in a new tab. */
  url: string;
  /** What the frame shows, when not `url` itself (a video site's embedded player). */
  frameSrc?: string;
  title: string;
  height?: number | string;
  /** Features the framed page may use (a video player's fullscreen, autoplay). */
  allow?: string;
}) {
  const { t } = useTranslation();
  const href = openableUrl(url);
  const frame = frameableUrl(frameSrc, window.location.origin);
  if (!href) return null;
  return (
    <Stack sx={{ height, minHeight: 200 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 1.5, py: 0.5, bgcolor: 'grey.100' }}
      >
        <Typography variant="body2" noWrap title={href} sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Button
          size="small"
          endIcon={<OpenInNewIcon />}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ flexShrink: 0 }}
        >
          {t('popups.external.openInNewTab')}
        </Button>
      </Stack>
      {frame ? (
        <>
          <Box
            component="iframe"
            src={frame}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation"
            referrerPolicy="no-referrer"
            loading="lazy"
            {...(allow ? { allow } : {})}
            sx={{ flex: 1, minHeight: 0, width: '100%', border: 0, bgcolor: 'common.white' }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, py: 0.5 }}>
            {t('popups.external.refusedHint')}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t('popups.external.notFramed')}
        </Typography>
      )}
    </Stack>
  );
}
