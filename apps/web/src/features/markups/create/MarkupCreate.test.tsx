import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreUiState } from '../../../entities/map/clientMap.js';
import { activeTool } from '../../../map/controls/activeTool.js';
import { mapAbilities } from '../../../test/abilities.js';
import { map as mapFixture } from '../../../test/fixtures.js';
import { layer } from '../../../test/layers.js';
import { mockApi } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { MarkupsPanel } from '../MarkupsPanel.js';
import { markupsStore, startDraft, startMarkups, type MarkupDraft } from '../markupsStore.js';
import { DEFAULT_CATEGORIES, fakeMap, markup } from '../testMarkups.js';

// terra-draw needs a real MapLibre map: the drawing is stood in for, its mode recorded.
const drawing = vi.hoisted(() => ({ mode: null as string | null }));
vi.mock('../../../map/controls/useTerraDraw.js', () => ({
  useTerraDraw: (_map: unknown, _prefix: string, _modes: unknown, mode: string | null) => {
    drawing.mode = mode;
    return null;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const AREA = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-71.8, 42.3],
      [-71.7, 42.3],
      [-71.7, 42.4],
      [-71.8, 42.3],
    ] as [number, number][],
  ],
};

function renderCreate(draft: MarkupDraft) {
  const api = mockApi({
    'GET /api/organisations/1/markup-categories/': { body: DEFAULT_CATEGORIES },
    'POST /api/maps/4/markups/': { status: 201, body: markup({ id: 21, geometry: AREA }) },
    'GET /api/maps/4/markups/21/': { body: markup({ id: 21, geometry: AREA }) },
  });
  const data = restoreUiState(
    mapFixture({
      id: 4,
      controls: ['markups'],
      abilities: mapAbilities(),
      layers: [layer({ id: 3, name: 'Culverts' })],
    }),
  );
  startMarkups(4);
  startDraft(draft);
  renderWithProviders(<MarkupsPanel map={fakeMap()} data={data} />);
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('a new markup', () => {
  it('is drawn first: the map’s clicks are the drawing’s, and the form says so', async () => {
    const { api, user } = renderCreate({ shape: 'point', geometry: null, feature: null });
    const form = await screen.findByRole('form', { name: 'New markup' });
    expect(drawing.mode).toBe('point');
    expect(activeTool()).toBe('markups');
    await user.click(within(form).getByRole('button', { name: 'Line' }));
    expect(drawing.mode).toBe('line');
    await user.click(within(form).getByRole('button', { name: 'Create markup' }));
    expect(await within(form).findByText('Draw the markup on the map first.')).toBeVisible();
    expect(within(form).getByText('This field is required')).toBeVisible();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('takes the measuring tool’s area and is saved with its fields, then opens', async () => {
    const { api, user } = renderCreate({ shape: 'area', geometry: AREA, feature: null });
    const form = await screen.findByRole('form', { name: 'New markup' });
    expect(within(form).getByText('Drawn on the map.')).toBeVisible();
    // Nothing to draw: the clicks stay the map's.
    expect(drawing.mode).toBeNull();
    expect(activeTool()).toBeNull();
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Defect'),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Overgrown crossing');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Trim back.');
    await user.click(within(form).getByRole('button', { name: 'Create markup' }));
    await waitFor(() =>
      expect(markupsStore.get().view).toEqual({ kind: 'detail', markupId: 21, zoom: false }),
    );
    const post = api.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      geometry: AREA,
      title: 'Overgrown crossing',
      description: 'Trim back.',
      category: 1,
      status: 'open',
      assignee: null,
      due_date: null,
      survey_date: null,
      feature: null,
    });
  });

  it('from a feature’s popup is about the feature, which may be unlinked', async () => {
    const { user } = renderCreate({
      shape: 'point',
      geometry: { type: 'Point', coordinates: [-71.8, 42.3] },
      feature: { layer: 3, fid: '12' },
    });
    const form = await screen.findByRole('form', { name: 'New markup' });
    expect(within(form).getByText('About feature 12 of Culverts')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Unlink the feature' }));
    expect(within(form).queryByText('About feature 12 of Culverts')).toBeNull();
    expect(markupsStore.get().view).toMatchObject({ kind: 'create', draft: { feature: null } });
  });
});
