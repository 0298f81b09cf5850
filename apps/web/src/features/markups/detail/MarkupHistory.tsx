import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { MarkupRead } from '@waymark/contract/markup';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useMarkupHistory } from '../../../entities/markup/markupQueries.js';
import { isUnsentId } from '../../../entities/markup/outbox/outboxEntry.js';
import { describeEvent } from './historyWords.js';
import { useLookups } from './useLookups.js';

/** The markup's history, newest first: who did what when, each change in words. */
export function MarkupHistory({ mapId, markup }: { mapId: number; markup: MarkupRead }) {
  const { t } = useTranslation();
  const history = useMarkupHistory(mapId, markup.id);
  const lookups = useLookups(markup);
  if (history.isError) return <Alert severity="error">{t('markup.history.failed')}</Alert>;
  if (!history.data && isUnsentId(markup.id))
    return <Typography variant="body2">{t('markupOutbox.waitingHelp')}</Typography>;
  if (!history.data) return <LoadingIndicator />;
  const events = [...history.data].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <List dense disablePadding aria-label={t('markup.detail.history')}>
      {events.map((event) => {
        const { who, when, what, changes } = describeEvent(event, t, lookups);
        return (
          <ListItem key={event.id} disableGutters divider alignItems="flex-start">
            <ListItemText
              primary={t('markup.history.entry', { who, what })}
              secondary={
                <>
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {when}
                  </Typography>
                  {changes.map((line) => (
                    <Typography
                      key={line}
                      component="span"
                      variant="body2"
                      color="text.primary"
                      sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {line}
                    </Typography>
                  ))}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
