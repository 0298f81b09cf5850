import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreUiState } from '../../../entities/map/clientMap.js';
import { mapAbilities } from '../../../test/abilities.js';
import { map as mapFixture } from '../../../test/fixtures.js';
import { mockApi } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { MarkupsPanel } from '../MarkupsPanel.js';
import { markupsStore, openMarkups, startMarkups } from '../markupsStore.js';
import { DEFAULT_CATEGORIES, fakeMap, markup, markupPage } from '../testMarkups.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/api/maps/4/markups/';

function renderPanel(abilities = mapAbilities()) {
  const api = mockApi({
    [`GET ${LIST}`]: {
      body: markupPage(
        [markup(), markup({ id: 12, title: 'Overgrown crossing', status: 'in_progress' })],
        { open: 3, in_progress: 1, resolved: 5 },
      ),
    },
    'GET /api/organisations/1/markup-categories/': { body: DEFAULT_CATEGORIES },
    'GET /api/maps/4/markups/11/': { body: markup() },
    'GET /api/maps/4/markups/11/comments/': { body: [] },
  });
  const map = fakeMap();
  const data = restoreUiState(mapFixture({ id: 4, controls: ['markups'], abilities }));
  startMarkups(4);
  openMarkups();
  renderWithProviders(<MarkupsPanel map={map} data={data} />);
  const lastQuery = () =>
    Object.fromEntries(
      new URLSearchParams(api.requests.filter((r) => r.path === LIST).at(-1)?.search),
    );
  return { api, map, lastQuery, user: userEvent.setup({ delay: null }) };
}

describe('the markups panel’s list', () => {
  it('lists the markups in view, with a chip and count per status', async () => {
    const { lastQuery } = renderPanel();
    const panel = await screen.findByRole('region', { name: 'Markups' });
    const list = await within(panel).findByRole('list', { name: 'Markups' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Blocked culvert'),
      expect.stringContaining('Overgrown crossing'),
    ]);
    expect(lastQuery()).toEqual({
      ordering: '-updated_at',
      bbox: '-71.9,42.2,-71.6,42.5',
      page: '1',
      items: '20',
    });
    const chips = within(panel).getByRole('group', { name: 'Filter by status' });
    expect(within(chips).getByRole('button', { name: 'Open: 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(chips).getByRole('button', { name: 'Closed: 0' })).toBeInTheDocument();
  });

  it('asks for what the filters say: statuses, all, text, category, assignee, dates, order', async () => {
    const { lastQuery, user } = renderPanel();
    const panel = await screen.findByRole('region', { name: 'Markups' });
    await user.click(await within(panel).findByRole('button', { name: 'Open: 3' }));
    await user.click(within(panel).getByRole('button', { name: 'In progress: 1' }));
    await user.click(within(panel).getByRole('button', { name: 'All' }));
    await user.type(within(panel).getByRole('searchbox', { name: 'Search markups' }), 'culvert');
    await user.click(within(panel).getByRole('button', { name: 'More filters' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Hazard' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Nobody' }));
    await user.type(within(panel).getByLabelText('Created from'), '2026-03-01');
    await user.click(within(panel).getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Due date' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        status: 'open,in_progress',
        category: '3',
        assignee: 'none',
        from: '2026-03-01',
        search: 'culvert',
        ordering: 'due_date',
        page: '1',
        items: '20',
      }),
    );
    expect(within(panel).getByRole('button', { name: 'Open: 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens a markup from its row and brings the map to it', async () => {
    const { map, user } = renderPanel();
    const panel = await screen.findByRole('region', { name: 'Markups' });
    await user.click(await within(panel).findByRole('button', { name: /Blocked culvert/ }));
    expect(map.fitBounds).toHaveBeenCalledWith(
      [
        [-71.8, 42.3],
        [-71.8, 42.3],
      ],
      expect.objectContaining({ maxZoom: 17 }),
    );
    expect(markupsStore.get().view).toEqual({ kind: 'detail', markupId: 11, zoom: false });
    expect(await within(panel).findByRole('heading', { name: 'Blocked culvert' })).toBeVisible();
  });

  it('offers New markup and Import only where the map’s abilities allow adding', async () => {
    renderPanel(mapAbilities(true, { add_markup: false }));
    const panel = await screen.findByRole('region', { name: 'Markups' });
    await within(panel).findByRole('list', { name: 'Markups' });
    expect(within(panel).queryByRole('button', { name: 'New markup' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Export' })).toBeVisible();
    expect(within(panel).getByRole('switch', { name: 'Show markups on the map' })).toBeChecked();
  });
});
