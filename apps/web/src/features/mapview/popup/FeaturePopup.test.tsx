import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layer, layerFile } from '../../../test/layers.js';
import { mockApi } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
// The popup as the map page composes it (its own chunk, from the popup feature).
import { MAP_VIEW_PARTS } from '../../../pages/map/mapViewParts.js';
import { MapViewPartsContext } from '../mapViewParts.js';
import { FeaturePopup } from './FeaturePopup.js';
import { openPopup, popupStore } from '../../../map/popupStore.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROPERTIES = {
  SENATOR: 'Harriette L. Chandler (D)',
  SENDISTNUM: 36,
  URL: 'http://www.malegislature.gov/People/Profile/HLC0',
  fid: 12884901889,
  sub_layer: null,
  waymark__ogr_style__pen_color: '#ff0000',
};

function renderPopup(properties: Record<string, unknown> = PROPERTIES) {
  const { requests } = mockApi({
    'GET /api/layers/2/files/': { body: [layerFile()] },
  });
  openPopup({ layerId: 2, fid: 12884901889, properties });
  renderWithProviders(
    <MapViewPartsContext value={MAP_VIEW_PARTS}>
      <FeaturePopup layers={[layer()]} />
    </MapViewPartsContext>,
  );
  return { requests, user: userEvent.setup({ delay: null }) };
}

describe('feature popup', () => {
  it("shows the feature's attributes, its attachments and 'Powered by Waymark'", async () => {
    const { requests } = renderPopup();
    const popup = await screen.findByRole('dialog', { name: 'Survey Corridor' });
    const table = within(popup).getByRole('table', { name: 'Attributes' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SENATOR', 'SENDISTNUM', 'URL']);
    expect(within(table).getByRole('link', { name: PROPERTIES.URL })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await within(popup).findByText('pdf-definition.pdf')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'View pdf-definition.pdf' })).toBeVisible();
    expect(within(popup).getByText('Powered by Waymark')).toBeInTheDocument();
    const asked = new URLSearchParams(requests[0]!.search);
    expect(Object.fromEntries(asked)).toEqual({
      type: 'attachment',
      fid: '12884901889',
      details: 'true',
    });
  });

  it('is titled by the feature label when it has one', async () => {
    renderPopup({ label: 'IMG_20180725_163423-tiny.jpg', photo_date: '2018-07-25' });
    const popup = await screen.findByRole('dialog', { name: /IMG_20180725_163423-tiny\.jpg/ });
    expect(within(popup).getByText('Survey Corridor')).toBeInTheDocument();
  });

  it('is 700px wide and closes', async () => {
    const { user } = renderPopup();
    const paper = await screen.findByRole('dialog', { name: 'Survey Corridor' });
    expect(paper).toHaveStyle({ width: '700px' });
    await user.click(within(paper).getByRole('button', { name: 'Close' }));
    expect(popupStore.get()).toEqual({ dialog: false, feature: null, dtm: [] });
  });
});
