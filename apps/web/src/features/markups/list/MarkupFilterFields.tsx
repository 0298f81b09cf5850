import { Collapse, MenuItem, Stack, TextField } from '@mui/material';
import type { MarkupCategory } from '@waymark/contract/markup';
import { useTranslation } from 'react-i18next';
import type { AssigneeFilter, MarkupFilters } from '../../../entities/markup/markupParams.js';
import type { Assignee } from '../../../entities/markup/useMarkupAssignees.js';

/** The list's orders (MARKUP_ORDERING's fields), with their names. */
export const SORTS = [
  { value: '-updated_at', label: 'markup.sorts.updated' },
  { value: '-created_at', label: 'markup.sorts.newest' },
  { value: 'created_at', label: 'markup.sorts.oldest' },
  { value: 'due_date', label: 'markup.sorts.due' },
  { value: 'status', label: 'markup.sorts.status' },
  { value: 'title', label: 'markup.sorts.title' },
] as const;

function assigneeValue(assignee: AssigneeFilter): string {
  return assignee === null ? '' : String(assignee);
}

function assigneeOf(value: string): AssigneeFilter {
  if (value === '') return null;
  if (value === 'me' || value === 'none') return value;
  return Number(value);
}

/** The filters under the search: category, assignee, creation dates and the order. */
export function MarkupFilterFields({
  open,
  filters,
  categories,
  assignees,
  signedIn,
  onChange,
}: {
  open: boolean;
  filters: MarkupFilters;
  categories: readonly MarkupCategory[];
  assignees: readonly Assignee[];
  /** A share link's viewer has no 'me'. */
  signedIn: boolean;
  onChange(filters: MarkupFilters): void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<MarkupFilters>) => onChange({ ...filters, ...patch });
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Collapse in={open} unmountOnExit>
      <Stack spacing={1.25} sx={{ pt: 1 }}>
        {categories.length > 0 ? (
          <TextField
            select
            size="small"
            label={t('markup.filters.category')}
            value={filters.category === null ? '' : String(filters.category)}
            onChange={(e) =>
              set({ category: e.target.value === '' ? null : Number(e.target.value) })
            }
            slotProps={{ select: { displayEmpty: true }, ...shrink }}
          >
            <MenuItem value="">{t('markup.filters.anyCategory')}</MenuItem>
            {categories.map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          select
          size="small"
          label={t('markup.filters.assignee')}
          value={assigneeValue(filters.assignee)}
          onChange={(e) => set({ assignee: assigneeOf(e.target.value) })}
          slotProps={{ select: { displayEmpty: true }, ...shrink }}
        >
          <MenuItem value="">{t('markup.filters.anyone')}</MenuItem>
          {signedIn ? <MenuItem value="me">{t('markup.filters.me')}</MenuItem> : null}
          <MenuItem value="none">{t('markup.filters.nobody')}</MenuItem>
          {assignees.map((person) => (
            <MenuItem key={person.id} value={String(person.id)}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="date"
            label={t('markup.filters.from')}
            value={filters.from}
            onChange={(e) => set({ from: e.target.value })}
            slotProps={shrink}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            type="date"
            label={t('markup.filters.to')}
            value={filters.to}
            onChange={(e) => set({ to: e.target.value })}
            slotProps={shrink}
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          select
          size="small"
          label={t('markup.filters.sort')}
          value={filters.ordering}
          onChange={(e) => set({ ordering: e.target.value })}
        >
          {SORTS.map((sort) => (
            <MenuItem key={sort.value} value={sort.value}>
              {t(sort.label)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Collapse>
  );
}
