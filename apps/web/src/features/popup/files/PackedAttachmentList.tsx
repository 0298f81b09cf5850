import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { PackAttachmentEntry } from '@waymark/contract/pack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format.js';
import { showAlert } from '../../../lib/notificationsStore.js';
import type { PackedAttachments } from './usePackedAttachments.js';

/**
 * A feature's attachments as its map's pack keeps them (no network): name and size, each opened
 * in a new tab from a blob URL of its bytes in the stored archive. The URLs are let go with
 * the popup.
 */
export function PackedAttachmentList({
  title,
  packed,
}: {
  title: string;
  packed: PackedAttachments;
}) {
  const { t } = useTranslation();
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
      urls.current = [];
    },
    [],
  );

  const open = (entry: PackAttachmentEntry) => {
    try {
      const url = URL.createObjectURL(packed.blobOf(entry));
      urls.current.push(url);
      window.open(url, '_blank', 'noopener');
    } catch {
      showAlert({ key: 'files.openFailed' });
    }
  };

  return (
    <Box component="section" aria-label={title} sx={{ py: 1 }}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ px: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {packed.entries.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, px: 1.5 }}
            data-testid="packed-file-row"
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {entry.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatFileSize(entry.size)}
              </Typography>
            </Box>
            <Tooltip title={t('files.view', { name: entry.name })}>
              <IconButton
                size="small"
                aria-label={t('files.view', { name: entry.name })}
                onClick={() => open(entry)}
              >
                <OpenInNewIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
