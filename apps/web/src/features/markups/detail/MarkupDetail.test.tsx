import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreUiState } from '../../../entities/map/clientMap.js';
import { enterMapShare } from '../../../entities/session/sessionStore.js';
import { mapAbilities } from '../../../test/abilities.js';
import { map as mapFixture } from '../../../test/fixtures.js';
import { mockApi, type MockRequest } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { SHARE_TOKEN, shareValidation } from '../../map-share/testShares.js';
import { MarkupsPanel } from '../MarkupsPanel.js';
import { showMarkup, startMarkups } from '../markupsStore.js';
import { markupAbilities } from '../../../test/abilities.js';
import { comment, DEFAULT_CATEGORIES, event, fakeMap, markup } from '../testMarkups.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ONE = '/api/maps/4/markups/11/';
const bodyOf = (request: MockRequest | undefined) => JSON.parse(String(request?.body)) as unknown;

function renderDetail(routes: Parameters<typeof mockApi>[0], zoom = false) {
  const api = mockApi({
    'GET /api/organisations/1/markup-categories/': { body: DEFAULT_CATEGORIES },
    [`GET ${ONE}`]: { body: markup() },
    ...routes,
  });
  const map = fakeMap();
  const data = restoreUiState(
    mapFixture({ id: 4, controls: ['markups'], abilities: mapAbilities() }),
  );
  startMarkups(4);
  showMarkup(11, zoom);
  renderWithProviders(<MarkupsPanel map={map} data={data} />);
  return { api, map, user: userEvent.setup({ delay: null }) };
}

describe('a markup in the panel', () => {
  it('shows its fields, its description’s links as links, and brings the map to it', async () => {
    const { map } = renderDetail({}, true);
    const detail = await screen.findByTestId('markup-detail');
    expect(within(detail).getByRole('heading', { name: 'Blocked culvert' })).toBeVisible();
    expect(
      within(detail).getByRole('link', { name: 'https://example.com/culverts/7' }),
    ).toHaveAttribute('href', 'https://example.com/culverts/7');
    expect(
      within(detail).getByText('by Ada Byrne, 01/03/2026 10:00', { exact: false }),
    ).toBeVisible();
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(1));
  });

  it('offers changes only as its abilities allow (a reader of someone else’s markup)', async () => {
    const { user } = renderDetail({
      [`GET ${ONE}`]: {
        body: markup({ abilities: markupAbilities(false, { view: true, comment: true }) }),
      },
      'GET /api/maps/4/markups/11/comments/': { body: [] },
      'GET /api/maps/4/markups/11/attachments/': { body: [] },
    });
    const detail = await screen.findByTestId('markup-detail');
    expect(within(detail).getByRole('button', { name: 'Zoom to' })).toBeVisible();
    for (const name of ['Edit', 'Delete'])
      expect(within(detail).queryByRole('button', { name })).toBeNull();
    expect(within(detail).queryByRole('combobox', { name: 'Status' })).toBeNull();
    await user.click(within(detail).getByRole('tab', { name: 'Comments (0)' }));
    expect(await within(detail).findByRole('form', { name: 'New comment' })).toBeVisible();
    await user.click(within(detail).getByRole('tab', { name: 'Files (0)' }));
    expect(await within(detail).findByText('No photos or files yet.')).toBeVisible();
    expect(within(detail).queryByRole('button', { name: /Drop photos/ })).toBeNull();
  });

  it('lets its assignee set its status and attach the photo of the fix, but not edit it', async () => {
    const assigned = markup({
      assignee: { id: 2, name: 'Brian Kelly' },
      abilities: markupAbilities(false, {
        view: true,
        comment: true,
        change_status: true,
        attach: true,
      }),
    });
    const { user, api } = renderDetail({
      [`GET ${ONE}`]: { body: assigned },
      [`PATCH ${ONE}`]: { body: { ...assigned, version: 2, status: 'in_progress' } },
      'GET /api/maps/4/markups/11/attachments/': { body: [] },
      'GET /api/maps/4/markups/11/history/': { body: [] },
    });
    const detail = await screen.findByTestId('markup-detail');
    for (const name of ['Edit', 'Delete'])
      expect(within(detail).queryByRole('button', { name })).toBeNull();
    await user.click(within(detail).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await waitFor(() =>
      expect(bodyOf(api.requests.find((r) => r.method === 'PATCH'))).toEqual({
        status: 'in_progress',
        version: 1,
      }),
    );
    expect(within(detail).getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'In progress',
    );
    await user.click(within(detail).getByRole('tab', { name: 'Files (0)' }));
    expect(await within(detail).findByRole('button', { name: /Drop photos/ })).toBeVisible();
  });

  it('says when someone else changed it meanwhile, shows it as it is now, and applies the change again', async () => {
    const current = markup({
      version: 2,
      status: 'resolved',
      updated_at: '2026-03-02T08:00:00.000Z',
    });
    const patches: unknown[] = [];
    const { user } = renderDetail({
      [`PATCH ${ONE}`]: (request) => {
        const body = bodyOf(request) as { version: number };
        patches.push(body);
        return body.version === 1
          ? { status: 409, body: { detail: 'Changed meanwhile.', current } }
          : { body: markup({ version: 3, status: 'closed' }) };
      },
      'GET /api/maps/4/markups/11/history/': { body: [] },
    });
    const detail = await screen.findByTestId('markup-detail');
    await user.click(within(detail).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));

    const notice = await within(detail).findByRole('alert');
    expect(notice).toHaveTextContent('Changed by someone else meanwhile');
    expect(notice).toHaveTextContent('Status: yours Closed, now Resolved');
    // The markup as it is now.
    expect(within(detail).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Resolved');

    await user.click(within(notice).getByRole('button', { name: 'Apply my changes again' }));
    await waitFor(() => expect(within(detail).queryByRole('alert')).toBeNull());
    expect(patches).toEqual([
      { status: 'closed', version: 1 },
      { status: 'closed', version: 2 },
    ]);
    expect(within(detail).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Closed');
  });

  it('edits its fields; a refused edit is dropped with “Keep it as it is”', async () => {
    const current = markup({ version: 2, title: 'Culvert (cleared)' });
    const { user, api } = renderDetail({
      [`PATCH ${ONE}`]: { status: 409, body: { detail: 'Changed meanwhile.', current } },
    });
    const detail = await screen.findByTestId('markup-detail');
    await user.click(within(detail).getByRole('button', { name: 'Edit' }));
    const form = within(detail).getByRole('form', { name: 'Edit markup' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Culvert blocked again');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const notice = await within(detail).findByRole('alert');
    expect(notice).toHaveTextContent(
      'Title: yours “Culvert blocked again”, now “Culvert (cleared)”',
    );
    expect(bodyOf(api.requests.find((r) => r.method === 'PATCH'))).toEqual({
      title: 'Culvert blocked again',
      version: 1,
    });
    await user.click(within(notice).getByRole('button', { name: 'Keep it as it is' }));
    expect(await within(detail).findByRole('heading', { name: 'Culvert (cleared)' })).toBeVisible();
    expect(within(detail).queryByRole('form', { name: 'Edit markup' })).toBeNull();
  });

  it('shows its history in words, newest first', async () => {
    const { user } = renderDetail({
      'GET /api/maps/4/markups/11/history/': {
        body: [
          event(),
          event({
            id: 2,
            kind: 'changed',
            at: '2026-03-02T09:00:00.000Z',
            actor: { id: 2, name: 'Brian Kelly' },
            changes: { status: { from: 'open', to: 'in_progress' } },
          }),
        ],
      },
    });
    const detail = await screen.findByTestId('markup-detail');
    await user.click(within(detail).getByRole('tab', { name: 'History' }));
    const history = await within(detail).findByRole('list', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Brian Kelly changed:');
    expect(entries[0]).toHaveTextContent('Status: Open → In progress');
    expect(entries[1]).toHaveTextContent('Ada Byrne created the markup');
  });

  it('takes a comment from a share link’s viewer, with the name they give', async () => {
    enterMapShare(SHARE_TOKEN, shareValidation({ map: 4, markups: 'comment' }));
    const { user, api } = renderDetail({
      'GET /api/maps/4/markups/11/comments/': {
        body: [comment(), comment({ id: 2, author: null, share_name: 'Council', body: 'Thanks' })],
      },
      'POST /api/maps/4/markups/11/comments/': {
        status: 201,
        body: comment({ id: 3, author: null, share_name: 'Rail Co', body: 'Seen on site.' }),
      },
    });
    const detail = await screen.findByTestId('markup-detail');
    await user.click(within(detail).getByRole('tab', { name: 'Comments (0)' }));
    const thread = await within(detail).findByRole('list', { name: 'Comments' });
    expect(within(thread).getAllByRole('listitem')[1]).toHaveTextContent(
      'Council (via the share link)',
    );
    const form = within(detail).getByRole('form', { name: 'New comment' });
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(await within(form).findByText('Give your name.')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Rail Co');
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Seen on site.');
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(await within(thread).findByText('Seen on site.')).toBeVisible();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(bodyOf(post)).toEqual({ body: 'Seen on site.', name: 'Rail Co' });
    expect(post?.headers.get('MapShare')).toBe(`Token ${SHARE_TOKEN}`);
  });

  it('moves a point markup to where its photo was taken', async () => {
    const { user, api } = renderDetail({
      'GET /api/maps/4/markups/11/attachments/': {
        body: [
          {
            id: 5,
            name: 'IMG_0042.jpg',
            size: 2048,
            content_type: 'image/jpeg',
            is_photo: true,
            position: [-71.81, 42.31],
            taken_at: '2026-03-01T09:00:00.000Z',
            author: { id: 1, name: 'Ada Byrne' },
            created_at: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
      'GET /api/maps/4/markups/11/attachments/5/thumbnail/': { body: 'x' },
      [`PATCH ${ONE}`]: {
        body: markup({ version: 2, geometry: { type: 'Point', coordinates: [-71.81, 42.31] } }),
      },
      'GET /api/maps/4/markups/11/history/': { body: [] },
    });
    const detail = await screen.findByTestId('markup-detail');
    await user.click(within(detail).getByRole('tab', { name: 'Files (0)' }));
    expect(await within(detail).findByRole('img', { name: 'Photo IMG_0042.jpg' })).toBeVisible();
    await user.click(within(detail).getByRole('button', { name: 'Use the photo’s position' }));
    await waitFor(() =>
      expect(bodyOf(api.requests.find((r) => r.method === 'PATCH'))).toEqual({
        geometry: { type: 'Point', coordinates: [-71.81, 42.31] },
        version: 1,
      }),
    );
    expect(within(detail).getByRole('button', { name: 'Delete IMG_0042.jpg' })).toBeVisible();
  });
});
