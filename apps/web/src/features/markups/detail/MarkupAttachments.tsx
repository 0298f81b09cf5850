import { Alert, List, Stack, Typography } from '@mui/material';
import type { MarkupRead } from '@waymark/contract/markup';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useMarkupAttachments } from '../../../entities/markup/markupQueries.js';
import { isUnsentId } from '../../../entities/markup/outbox/outboxEntry.js';
import { useOnline } from '../../../lib/useOnline.js';
import { AttachmentItem } from './AttachmentItem.js';
import { AttachmentUpload } from './AttachmentUpload.js';
import type { MarkupChange } from './useMarkupChange.js';

/**
 * The markup's photos (as thumbnails) and files: opened, downloaded, deleted, and, for a point
 * markup, a photo's own position used as the markup's; new ones dropped or chosen.
 */
export function MarkupAttachments({
  mapId,
  markup,
  change,
}: {
  mapId: number;
  markup: MarkupRead;
  change: MarkupChange;
}) {
  const { t } = useTranslation();
  const attachments = useMarkupAttachments(mapId, markup.id);
  // Files are not kept for later: without a network (or a markup the server has yet to get)
  // the panel says when they can be added.
  const unsent = isUnsentId(markup.id);
  const online = useOnline() && !unsent;
  return (
    <Stack spacing={1}>
      {attachments.isError ? <Alert severity="error">{t('markup.files.failed')}</Alert> : null}
      {attachments.isPending && online ? <LoadingIndicator /> : null}
      {attachments.data?.length === 0 || unsent ? (
        <Typography variant="body2" color="text.secondary">
          {t('markup.files.none')}
        </Typography>
      ) : null}
      {attachments.data?.length ? (
        <List dense disablePadding aria-label={t('markup.detail.files')}>
          {attachments.data.map((attachment) => (
            <AttachmentItem
              key={attachment.id}
              mapId={mapId}
              markup={markup}
              attachment={attachment}
              change={change}
            />
          ))}
        </List>
      ) : null}
      {markup.abilities.attach && online ? (
        <AttachmentUpload mapId={mapId} markupId={markup.id} />
      ) : null}
      {markup.abilities.attach && !online ? (
        <Typography variant="body2" color="text.secondary">
          {t('markupOutbox.photosOnline')}
        </Typography>
      ) : null}
    </Stack>
  );
}
