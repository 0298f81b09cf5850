import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PlaceIcon from '@mui/icons-material/MyLocation';
import { Box, Button, IconButton, ListItem, Stack, Typography } from '@mui/material';
import type { MarkupAttachment, MarkupRead } from '@waymark/contract/markup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../entities/layer-file/fileTransfer.js';
import { fetchMarkupAttachmentContent } from '../../../entities/markup/markupFileCalls.js';
import { useDeleteMarkupAttachment } from '../../../entities/markup/markupThreadMutations.js';
import { useAttachmentUrl } from '../../../entities/markup/useAttachmentUrl.js';
import { formatFileSize } from '../../../lib/format.js';
import { formatWhen } from '../../../lib/formatWhen.js';
import { showToast } from '../../../lib/notificationsStore.js';
import type { MarkupChange } from './useMarkupChange.js';

/** One attachment: a photo's thumbnail or a file's icon, its name and size, and what may be done. */
export function AttachmentItem({
  mapId,
  markup,
  attachment,
  change,
}: {
  mapId: number;
  markup: MarkupRead;
  attachment: MarkupAttachment;
  change: MarkupChange;
}) {
  const { t } = useTranslation();
  const thumb = useAttachmentUrl(mapId, markup.id, attachment.id, true, attachment.is_photo);
  const remove = useDeleteMarkupAttachment(mapId, markup.id);
  const [busy, setBusy] = useState(false);
  const { position } = attachment;
  const mayMove = markup.abilities.change && markup.geometry.type === 'Point' && position !== null;

  const download = async () => {
    setBusy(true);
    try {
      saveBlob(
        await fetchMarkupAttachmentContent(mapId, markup.id, attachment.id, false),
        attachment.name,
      );
    } catch {
      showToast(t('markup.files.downloadFailed', { name: attachment.name }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start', gap: 1 }}>
      {attachment.is_photo && thumb.url ? (
        <Box
          component="img"
          src={thumb.url}
          alt={t('markup.files.thumbnail', { name: attachment.name })}
          sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flex: 'none' }}
        />
      ) : (
        <Stack
          sx={{
            width: 72,
            height: 72,
            flex: 'none',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <FileIcon color="action" />
        </Stack>
      )}
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={attachment.name}>
          {attachment.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[
            formatFileSize(attachment.size),
            attachment.taken_at ? formatWhen(attachment.taken_at) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {mayMove ? (
          <Button
            size="small"
            startIcon={<PlaceIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={change.saving}
            onClick={() =>
              void change.apply({
                geometry: { type: 'Point', coordinates: position },
                version: markup.version,
              })
            }
          >
            {t('markup.files.usePosition')}
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row">
        <IconButton
          size="small"
          aria-label={t('markup.files.download', { name: attachment.name })}
          disabled={busy}
          onClick={() => void download()}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
        {markup.abilities.attach ? (
          <IconButton
            size="small"
            aria-label={t('markup.files.delete', { name: attachment.name })}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(attachment.id, {
                onError: () => showToast(t('markup.files.deleteFailed', { name: attachment.name })),
              })
            }
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
    </ListItem>
  );
}
