import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Badge,
  IconButton,
  List,
  Pagination,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { MarkupRead } from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { markupKey } from '../../../entities/markup/markupKeys.js';
import { filterParams, pageParams } from '../../../entities/markup/markupParams.js';
import { useMarkupCategories } from '../../../entities/markup/markupCategoryQueries.js';
import { useMarkupPage } from '../../../entities/markup/markupQueries.js';
import { useMarkupAssignees } from '../../../entities/markup/useMarkupAssignees.js';
import { useCurrentUser } from '../../../entities/session/useCurrentUser.js';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.js';
import {
  setMarkupFilters,
  setMarkupPage,
  setMarkupScope,
  showMarkup,
  useMarkupsUi,
  type MarkupScope,
} from '../markupsStore.js';
import { zoomToMarkup } from '../geometryBounds.js';
import { MarkupFilterFields } from './MarkupFilterFields.js';
import { MarkupRow } from './MarkupRow.js';
import { MarkupToolbar } from './MarkupToolbar.js';
import { StatusChips } from './StatusChips.js';
import { activeFilterCount } from './activeFilters.js';
import { useViewBox } from './useViewBox.js';
import { usePendingMarkups } from '../outbox/usePendingMarkups.js';

export const MARKUP_PAGE_SIZE = 20;

/** The map's markups, in view or all, filtered, sorted and paged; a row opens its markup. */
export function MarkupList({ map, data }: { map: MapLibreMap; data: ClientMap }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { filters, scope, page } = useMarkupsUi();
  // A share link's viewer is the anonymous user, without an id.
  const signedIn = useCurrentUser()?.id !== null;
  const [moreOpen, setMoreOpen] = useState(false);
  const [search, setSearch] = useState(filters.search);
  const settled = useDebouncedValue(search, 300);
  useEffect(() => {
    if (settled !== filters.search) setMarkupFilters({ ...filters, search: settled });
  }, [settled, filters]);

  const box = useViewBox(map, scope === 'view');
  const bbox = scope === 'view' ? box : null;
  const query = useMarkupPage(
    data.id,
    pageParams(filters, bbox, page, MARKUP_PAGE_SIZE),
    scope === 'all' || box !== null,
  );
  const categories = useMarkupCategories(data.organisation_id).data ?? [];
  const assignees = useMarkupAssignees(data);
  // Markups made offline come first; changes waiting are shown laid on the server's.
  const pending = usePendingMarkups(data);
  const results = [...pending.unsent, ...(query.data?.results ?? []).map(pending.shown)];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / MARKUP_PAGE_SIZE));
  const more = activeFilterCount(filters);

  const open = (markup: MarkupRead) => {
    queryClient.setQueryData(markupKey(data.id, markup.id), markup);
    zoomToMarkup(map, markup.geometry);
    showMarkup(markup.id);
  };

  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <MarkupToolbar map={map} data={data} params={filterParams(filters, bbox)} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('markup.list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
        />
        <IconButton
          aria-label={t('markup.list.moreFilters')}
          aria-expanded={moreOpen}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          <Badge badgeContent={more} color="primary">
            <TuneIcon />
          </Badge>
        </IconButton>
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        fullWidth
        value={scope}
        aria-label={t('markup.list.scope')}
        onChange={(_, value: MarkupScope | null) => value && setMarkupScope(value)}
      >
        <ToggleButton value="view">{t('markup.list.inView')}</ToggleButton>
        <ToggleButton value="all">{t('markup.list.all')}</ToggleButton>
      </ToggleButtonGroup>
      <MarkupFilterFields
        open={moreOpen}
        filters={filters}
        categories={categories}
        assignees={assignees}
        signedIn={signedIn}
        onChange={setMarkupFilters}
      />
      <StatusChips
        counts={query.data?.status_counts}
        chosen={filters.statuses}
        onChange={(statuses) => setMarkupFilters({ ...filters, statuses })}
      />
      {query.isError ? <Alert severity="error">{t('markup.list.failed')}</Alert> : null}
      {query.isSuccess && results.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {scope === 'view' ? t('markup.list.noneInView') : t('markup.list.none')}
        </Typography>
      ) : null}
      {results.length > 0 ? (
        <List dense disablePadding aria-label={t('markup.list.label')}>
          {results.map((markup) => (
            <MarkupRow
              key={markup.id}
              markup={markup}
              waiting={pending.waiting(markup.id)}
              onOpen={() => open(markup)}
            />
          ))}
        </List>
      ) : null}
      {pages > 1 ? (
        <Pagination
          size="small"
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => setMarkupPage(next)}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}
