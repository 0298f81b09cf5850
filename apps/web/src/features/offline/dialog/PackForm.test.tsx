import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackEstimate } from '@waymark/contract/pack';
import { describe, expect, it } from 'vitest';
import { storeToken } from '../../../entities/session/sessionStore.js';
import { map, profile } from '../../../test/fixtures.js';
import { mockApi } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { PackForm } from './PackForm.js';

const ESTIMATE: PackEstimate = {
  tiles: 1234,
  bytes: 3 * 1024 * 1024,
  layers: [
    {
      layer: 4,
      name: 'Contours',
      kind: 'vector',
      tiles: 1000,
      bytes: 2 * 1024 * 1024,
      reused: true,
    },
    { layer: 5, name: 'DTM', kind: 'terrain', tiles: 234, bytes: 1024 * 1024, reused: false },
  ],
  max_tiles: 250_000,
  max_bytes: 1_073_741_824,
  within: true,
};

const DEMO = map({ id: 1, zoom_min: 10, zoom_max: 22 });

describe('PackForm', () => {
  it('asks for the estimate of the map’s extent from its lowest zoom to 18, per layer', async () => {
    const { requests } = mockApi({
      'POST /api/maps/1/packs/estimate/': { body: ESTIMATE },
    });
    renderWithProviders(<PackForm map={DEMO} view={null} onClose={() => undefined} />);
    expect(await screen.findByText('1,234 tiles, 3 MB')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Estimate' });
    expect(table).toHaveTextContent('ContoursVector (already packed)1,0002 MB');
    expect(table).toHaveTextContent('DTMHeights2341 MB');
    expect(JSON.parse(String(requests[0]!.body))).toEqual({
      bbox: null,
      zoom_min: 10,
      zoom_max: 18,
      attachments: false,
    });
    expect(screen.getByRole('radio', { name: 'The current view' })).toBeDisabled();
    // Attachments are packed only when asked for.
    const attachments = screen.getByRole('checkbox', {
      name: 'Include attachments (photos and documents in popups)',
    });
    expect(attachments).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled());
    await userEvent.click(attachments);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(JSON.parse(String(requests[1]!.body))).toMatchObject({ attachments: true });
  });

  it('keeps Start off beyond the limits, saying them', async () => {
    mockApi({
      'POST /api/maps/1/packs/estimate/': { body: { ...ESTIMATE, within: false } },
    });
    renderWithProviders(<PackForm map={DEMO} view={[0, 0, 1, 1]} onClose={() => undefined} />);
    expect(await screen.findByText('At most 250,000 tiles and 1 GB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('shows the server’s message when it refuses the pack for its size', async () => {
    // A signed-in user: the copy would be theirs.
    storeToken('a'.repeat(40));
    mockApi({
      'GET /api/users/me/': { body: profile() },
      'POST /api/maps/1/packs/estimate/': { body: ESTIMATE },
      'POST /api/maps/1/packs/': {
        status: 400,
        body: {
          detail: 'The pack would hold 300,000 tiles: at most 250,000.',
          zoom_max: ['Choose a lower zoom.'],
          estimate: { ...ESTIMATE, within: false },
        },
      },
    });
    renderWithProviders(<PackForm map={DEMO} view={null} onClose={() => undefined} />);
    const start = await screen.findByRole('button', { name: 'Start' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    expect(
      await screen.findByText('The pack would hold 300,000 tiles: at most 250,000.'),
    ).toBeInTheDocument();
    expect(start).toBeDisabled();
  });
});
