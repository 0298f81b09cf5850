import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { zoomToMarkup } from '../geometryBounds.js';
import { markupZoomed, showMarkupList } from '../markupsStore.js';
import { CommentThread } from './CommentThread.js';
import { ConflictNotice } from './ConflictNotice.js';
import { MarkupAbout } from './MarkupAbout.js';
import { MarkupAttachments } from './MarkupAttachments.js';
import { MarkupHistory } from './MarkupHistory.js';
import { useMarkupChange } from './useMarkupChange.js';
import { useDetailMarkup } from '../outbox/useDetailMarkup.js';
import { WaitingChip } from '../outbox/WaitingChip.js';

type DetailTab = 'about' | 'comments' | 'files' | 'history';

/**
 * One markup: its fields (edited by its author or as its abilities allow), its comments, its
 * photos and files, and its history. A change someone else made meanwhile is shown, never
 * overwritten.
 */
export function MarkupDetail({
  map,
  data,
  markupId,
  zoom,
}: {
  map: MapLibreMap;
  data: ClientMap;
  markupId: number;
  /** Bring the map to the markup once it is loaded (a link, a row of the list). */
  zoom: boolean;
}) {
  const { t } = useTranslation();
  // The server's, with what waits to be sent laid on (or made offline, not sent yet).
  const { query, markup, waiting } = useDetailMarkup(data, markupId);
  const change = useMarkupChange(data.id, markupId);
  const [tab, setTab] = useState<DetailTab>('about');

  useEffect(() => {
    if (!zoom || !markup) return;
    zoomToMarkup(map, markup.geometry);
    markupZoomed(markup.id);
  }, [map, zoom, markup]);

  const back = (
    <Button size="small" startIcon={<ArrowBackIcon />} onClick={showMarkupList}>
      {t('markup.detail.back')}
    </Button>
  );
  // A markup already shown stays while a fresh copy fails (it may come back).
  if (query.isError && !markup)
    return (
      <Stack spacing={1} sx={{ mt: 1 }}>
        {back}
        <Alert severity="error">{t('markup.detail.loadFailed')}</Alert>
      </Stack>
    );
  if (!markup) return <LoadingIndicator />;

  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-testid="markup-detail">
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        {back}
      </Stack>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {markup.title}
      </Typography>
      {waiting ? <WaitingChip /> : null}
      {change.conflict ? <ConflictNotice conflict={change.conflict} change={change} /> : null}
      {change.failure ? <Alert severity="error">{change.failure}</Alert> : null}
      <Tabs
        value={tab}
        onChange={(_, next: DetailTab) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('markup.detail.tabs')}
        sx={{
          minHeight: 36,
          '& .MuiTab-root': { minHeight: 36, px: 1, minWidth: 0, textTransform: 'none' },
        }}
      >
        <Tab value="about" label={t('markup.detail.about')} />
        <Tab
          value="comments"
          label={t('markup.detail.commentsCount', { count: markup.comment_count })}
        />
        <Tab
          value="files"
          label={t('markup.detail.filesCount', { count: markup.attachment_count })}
        />
        <Tab value="history" label={t('markup.detail.history')} />
      </Tabs>
      {tab === 'about' ? (
        <MarkupAbout map={map} data={data} markup={markup} change={change} />
      ) : null}
      {tab === 'comments' ? <CommentThread mapId={data.id} markup={markup} /> : null}
      {tab === 'files' ? (
        <MarkupAttachments mapId={data.id} markup={markup} change={change} />
      ) : null}
      {tab === 'history' ? <MarkupHistory mapId={data.id} markup={markup} /> : null}
    </Stack>
  );
}
