import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapRead } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp.js';
import { editor, jsonOf, mapRead, signedIn } from '../testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HINT_TITLE = '‘View/Download Map Files’ will not show on the map';

function openDetail(map: MapRead) {
  const api = signedIn(editor(), {
    'GET /api/maps/1/': { body: map },
    'PATCH /api/maps/1/': (request) => ({
      body: { ...map, ...(jsonOf(request) as Partial<MapRead>) },
    }),
  });
  renderApp('/maps/1/detail/');
  return api;
}

describe("map form: 'View/Download Map Files' while Files List is 'Disabled' (2.11)", () => {
  it("says why the control will not show and sets 'Enabled but hidden' on request", async () => {
    const api = openDetail(mapRead({ controls: [], files_list: null }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByText(HINT_TITLE)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Map Controls/ }));
    await user.click(await screen.findByRole('option', { name: 'View/Download Map Files' }));
    await user.keyboard('{Escape}');
    const hint = (await screen.findByText(HINT_TITLE)).closest<HTMLElement>('[role="status"]');
    if (!hint) throw new Error('no hint');
    expect(
      within(hint).getByText(/The map’s Files List is ‘Disabled’, and the control shows only/),
    ).toBeInTheDocument();

    await user.click(
      within(hint).getByRole('button', { name: 'Set Files List to ‘Enabled but hidden’' }),
    );
    await waitFor(() => expect(screen.queryByText(HINT_TITLE)).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Files List' })).toHaveTextContent(
      'Enabled but hidden',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(jsonOf(api.requests.find((r) => r.method === 'PATCH'))).toMatchObject({
      controls: ['map_files'],
      files_list: false,
    });
  });

  it('comes back when Files List is set to Disabled again, and is gone for an enabled list', async () => {
    openDetail(mapRead({ controls: ['map_files'], files_list: true }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByText(HINT_TITLE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Files List' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    expect(await screen.findByText(HINT_TITLE)).toBeInTheDocument();
  });

  it('shows the reason without the button while reading a map saved that way', async () => {
    openDetail(mapRead({ controls: ['map_files'], files_list: null }));
    expect(await screen.findByText(HINT_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set Files List/ })).not.toBeInTheDocument();
  });
});
