import { Alert, List, ListItem, Stack, Typography } from '@mui/material';
import type { MarkupComment, MarkupRead } from '@waymark/contract/markup';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useMarkupComments } from '../../../entities/markup/markupQueries.js';
import { useOutboxState } from '../../../entities/markup/outbox/markupOutbox.js';
import { isUnsentId } from '../../../entities/markup/outbox/outboxEntry.js';
import { WaitingChip } from '../outbox/WaitingChip.js';
import { formatWhen } from '../../../lib/formatWhen.js';
import { LinkifiedText } from '../LinkifiedText.js';
import { CommentForm } from './CommentForm.js';

/** Who wrote a comment: a user, or a share link's viewer by the name they gave. */
export function commentAuthor(comment: MarkupComment, t: TFunction): string {
  if (comment.author) return comment.author.name;
  if (comment.share_name) return t('markup.fromShare', { name: comment.share_name });
  return t('markup.history.someone');
}

/** The markup's comments, oldest first, and a new one for those its abilities let comment. */
export function CommentThread({ mapId, markup }: { mapId: number; markup: MarkupRead }) {
  const { t } = useTranslation();
  const comments = useMarkupComments(mapId, markup.id);
  // Comments written offline, shown below the thread until the server has them.
  const waiting = useOutboxState().entries.flatMap((entry) =>
    entry.kind === 'comment' && entry.mapId === mapId && entry.markupId === markup.id
      ? [entry]
      : [],
  );
  const loading = comments.isPending && !isUnsentId(markup.id) && comments.fetchStatus !== 'idle';
  return (
    <Stack spacing={1}>
      {comments.isError ? <Alert severity="error">{t('markup.comments.failed')}</Alert> : null}
      {loading ? <LoadingIndicator /> : null}
      {comments.data?.length === 0 && waiting.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('markup.comments.none')}
        </Typography>
      ) : null}
      {comments.data?.length ? (
        <List dense disablePadding aria-label={t('markup.detail.comments')}>
          {comments.data.map((comment) => (
            <ListItem key={comment.id} disableGutters divider sx={{ display: 'block' }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('markup.comments.byOn', {
                  name: commentAuthor(comment, t),
                  when: formatWhen(comment.created_at),
                })}
              </Typography>
              <LinkifiedText text={comment.body} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {waiting.length ? (
        <List dense disablePadding aria-label={t('markupOutbox.commentWaiting')}>
          {waiting.map((entry) => (
            <ListItem key={entry.seq} disableGutters divider sx={{ display: 'block' }}>
              <WaitingChip />
              <LinkifiedText text={entry.body.body} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {markup.abilities.comment ? <CommentForm mapId={mapId} markupId={markup.id} /> : null}
    </Stack>
  );
}
