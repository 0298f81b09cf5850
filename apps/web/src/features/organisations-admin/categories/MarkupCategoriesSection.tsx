import { Alert, Box, List, Stack, Typography } from '@mui/material';
import type { MarkupCategory } from '@waymark/contract/markup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data-grid/ConfirmDialog.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import {
  byPosition,
  moveCategory,
  useMarkupCategories,
  useMarkupCategoryChanges,
} from '../../../entities/markup/markupCategoryQueries.js';
import { markupWordsMessages } from '../../../entities/markup/messages.js';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { showToast } from '../../../lib/notificationsStore.js';
import { AddCategoryForm } from './AddCategoryForm.js';
import { CategoryRow, type CategoryAction } from './CategoryRow.js';
import { EditCategoryDialog } from './EditCategoryDialog.js';
import { markupCategoriesMessages } from './messages.js';

// Loaded on demand: its texts come with it (see i18n/registerMessages.ts).
registerMessages('markupCategories', markupCategoriesMessages);
registerMessages('markupWords', markupWordsMessages);

/**
 * 'Markup categories' (the organisation's abilities.manage_markup_categories): the list in its
 * order, added to, renamed, given other icons, reordered, archived, and deleted while unused.
 */
export function MarkupCategoriesSection({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useMarkupCategories(organisationId);
  const { change, remove } = useMarkupCategoryChanges(organisationId);
  const [editing, setEditing] = useState<MarkupCategory | null>(null);
  const [deleting, setDeleting] = useState<MarkupCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const categories = [...(query.data ?? [])].sort(byPosition);
  const busy = change.isPending || remove.isPending;
  const failed = () => showToast(t('markupCategories.failed'));

  const act = (category: MarkupCategory, action: CategoryAction) => {
    if (action === 'edit') setEditing(category);
    else if (action === 'delete') setDeleting(category);
    else if (action === 'archive' || action === 'restore')
      change.mutate(
        { id: category.id, body: { archived: action === 'archive' } },
        { onError: failed },
      );
    else
      void (async () => {
        try {
          for (const moved of moveCategory(categories, category.id, action === 'up' ? -1 : 1))
            await change.mutateAsync({ id: moved.id, body: { position: moved.position } });
        } catch {
          failed();
        }
      })();
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('markupCategories.title')}
      </Typography>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('markupCategories.intro')}
        </Typography>
        {query.isError ? <Alert severity="error">{t('markupCategories.loadFailed')}</Alert> : null}
        {query.isPending ? <LoadingIndicator /> : null}
        {query.isSuccess && categories.length === 0 ? (
          <Typography variant="body2">{t('markupCategories.none')}</Typography>
        ) : null}
        {categories.length > 0 ? (
          <List dense disablePadding aria-labelledby={headingId}>
            {categories.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                first={index === 0}
                last={index === categories.length - 1}
                busy={busy}
                onAction={(action) => act(category, action)}
              />
            ))}
          </List>
        ) : null}
        {query.isSuccess ? (
          <AddCategoryForm
            organisationId={organisationId}
            nextPosition={Math.max(-1, ...categories.map((c) => c.position)) + 1}
          />
        ) : null}
      </Stack>
      {editing ? (
        <EditCategoryDialog
          organisationId={organisationId}
          category={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title={t('markupCategories.deleteTitle')}
          text={t('markupCategories.deleteText', { name: deleting.name })}
          confirmLabel={t('markupCategories.delete', { name: deleting.name })}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => {
            setDeleteError(null);
            remove.mutate(deleting.id, {
              onSuccess: () => setDeleting(null),
              onError: () => setDeleteError(t('markupCategories.failed')),
            });
          }}
          onClose={() => {
            setDeleteError(null);
            setDeleting(null);
          }}
        />
      ) : null}
    </Box>
  );
}
