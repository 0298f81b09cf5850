import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRequest } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { category, DEFAULT_CATEGORIES } from '../../markups/testMarkups.js';
import { MarkupCategoriesSection } from './MarkupCategoriesSection.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/api/organisations/1/markup-categories/';
const bodies = (requests: MockRequest[], method: string) =>
  requests
    .filter((r) => r.method === method)
    .map((r) => [r.path, r.body ? (JSON.parse(String(r.body)) as unknown) : null]);

function renderSection() {
  const api = mockApi({
    [`GET ${LIST}`]: { body: DEFAULT_CATEGORIES },
    [`POST ${LIST}`]: {
      status: 201,
      body: category({ id: 9, name: 'Access', icon: 'pin', position: 3 }),
    },
    'PATCH /api/markup-categories/2/': (request) => ({
      body: { ...DEFAULT_CATEGORIES[1]!, ...(JSON.parse(String(request.body)) as object) },
    }),
    'PATCH /api/markup-categories/3/': (request) => ({
      body: { ...DEFAULT_CATEGORIES[2]!, ...(JSON.parse(String(request.body)) as object) },
    }),
    'DELETE /api/markup-categories/3/': { status: 204 },
  });
  renderWithProviders(<MarkupCategoriesSection organisationId={1} />);
  return { api, user: userEvent.setup({ delay: null }) };
}

describe("an organisation's markup categories", () => {
  it('are listed in order with their use; only an unused one may be deleted', async () => {
    renderSection();
    const section = await screen.findByRole('region', { name: 'Markup categories' });
    const list = await within(section).findByRole('list', { name: 'Markup categories' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('DefectMarkups using it: 3'),
      expect.stringContaining('ObservationNot used'),
      expect.stringContaining('HazardNot used'),
    ]);
    expect(within(section).queryByRole('button', { name: 'Delete Defect' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Delete Hazard' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Move Defect up' })).toBeDisabled();
  });

  it('are added at the end, moved, archived and deleted', async () => {
    const { api, user } = renderSection();
    const section = await screen.findByRole('region', { name: 'Markup categories' });
    const form = await within(section).findByRole('form', { name: 'Add category' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), ' Access ');
    await user.click(within(form).getByRole('combobox', { name: 'Icon' }));
    await user.click(await screen.findByRole('option', { name: 'Pin' }));
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(bodies(api.requests, 'POST')).toEqual([
        [LIST, { name: 'Access', icon: 'pin', position: 3 }],
      ]),
    );

    await user.click(within(section).getByRole('button', { name: 'Move Hazard up' }));
    await waitFor(() =>
      expect(bodies(api.requests, 'PATCH')).toEqual([
        ['/api/markup-categories/2/', { position: 2 }],
        ['/api/markup-categories/3/', { position: 1 }],
      ]),
    );
    await user.click(within(section).getByRole('button', { name: 'Archive Observation' }));
    await waitFor(() =>
      expect(bodies(api.requests, 'PATCH').at(-1)).toEqual([
        '/api/markup-categories/2/',
        { archived: true },
      ]),
    );

    await user.click(within(section).getByRole('button', { name: 'Delete Hazard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the category?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Hazard' }));
    await waitFor(() =>
      expect(bodies(api.requests, 'DELETE')).toEqual([['/api/markup-categories/3/', null]]),
    );
  });

  it('are renamed and given another icon', async () => {
    const { api, user } = renderSection();
    const section = await screen.findByRole('region', { name: 'Markup categories' });
    await user.click(await within(section).findByRole('button', { name: 'Edit Observation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the category' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the category a name.')).toBeVisible();
    await user.type(name, 'Note');
    await user.click(within(dialog).getByRole('combobox', { name: 'Icon' }));
    await user.click(await screen.findByRole('option', { name: 'Flag' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies(api.requests, 'PATCH')).toEqual([
      ['/api/markup-categories/2/', { name: 'Note', icon: 'flag' }],
    ]);
  });
});
