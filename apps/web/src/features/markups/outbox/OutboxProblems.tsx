import { Alert, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { MarkupRead } from '@waymark/contract/markup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markupKey } from '../../../entities/markup/markupKeys.js';
import { useOutboxState } from '../../../entities/markup/outbox/markupOutbox.js';
import { dropChange, keepMine } from '../../../entities/markup/outbox/outboxActions.js';
import type { OutboxEntry } from '../../../entities/markup/outbox/outboxEntry.js';
import { OutboxConflictDialog } from './OutboxConflictDialog.js';

/** The markup an entry names, for the user: its title as sent or as the server has it. */
function titleOf(entry: OutboxEntry, names: (markupId: number) => string | null): string {
  if (entry.problem?.kind === 'conflict') return entry.problem.current.title;
  if (entry.kind === 'create') return entry.body.title;
  return names(entry.markupId) ?? `#${entry.markupId}`;
}

/**
 * The map's outbox entries the server refused, each kept until the user answers: a conflict
 * opens its dialog (at once, and again from 'Resolve'); any other refusal says the server's
 * words until dismissed.
 */
export function OutboxProblems({ mapId }: { mapId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const names = (markupId: number) =>
    queryClient.getQueryData<MarkupRead>(markupKey(mapId, markupId))?.title ?? null;
  const { entries } = useOutboxState();
  const [closed, setClosed] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const held = entries.filter((entry) => entry.mapId === mapId && entry.problem);
  const answer = (act: () => Promise<void>) => {
    setBusy(true);
    void act().finally(() => setBusy(false));
  };
  const dialog = held.find(
    (entry) => entry.problem?.kind === 'conflict' && !closed.includes(entry.seq),
  );
  if (held.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {held.map((entry) => {
        const title = titleOf(entry, names);
        const problem = entry.problem;
        if (problem?.kind === 'conflict')
          return (
            <Alert
              key={entry.seq}
              severity="warning"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setClosed(closed.filter((seq) => seq !== entry.seq))}
                >
                  {t('markupOutbox.resolve')}
                </Button>
              }
            >
              {t('markupOutbox.conflictWaiting', { title })}
            </Alert>
          );
        const detail =
          problem?.detail ?? t('markupOutbox.refusedUnknown', { status: problem?.status ?? 0 });
        return (
          <Alert
            key={entry.seq}
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={busy}
                onClick={() => answer(() => dropChange(queryClient, entry))}
              >
                {t('markupOutbox.dismiss')}
              </Button>
            }
          >
            {t('markupOutbox.refused', { title, detail })}
          </Alert>
        );
      })}
      {dialog?.kind === 'change' && dialog.problem?.kind === 'conflict' ? (
        <OutboxConflictDialog
          entry={dialog}
          current={dialog.problem.current}
          busy={busy}
          onKeepMine={() => answer(() => keepMine(queryClient, dialog))}
          onUseTheirs={() => answer(() => dropChange(queryClient, dialog))}
          onClose={() => setClosed([...closed, dialog.seq])}
        />
      ) : null}
    </Stack>
  );
}
