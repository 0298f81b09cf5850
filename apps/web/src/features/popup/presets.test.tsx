import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi.js';
import { stubObjectUrls } from '../../test/objectUrls.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { NEW_LAYER_VALUES } from '../layer-form/layerFormSchema.js';
import { compileTemplate } from '../../lib/popupTemplate/compileTemplate.js';
import { BLOCK_NAMES } from './blocks/registry.js';
import { PopupDialog } from './PopupDialog.js';
import { POPUP_PRESETS, type PopupPresetId } from '@waymark/contract';
import { BRIDGE, BRIDGE_FILES, BRIDGE_LAYER } from './test/popupFixtures.js';
import { resetViewerProps } from './test/viewerStubs.js';

vi.mock('./viewers/index.js', async () => (await import('./test/viewerStubs.js')).viewersModule());

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
  resetViewerProps();
});
afterEach(() => {
  urls.restore();
  vi.unstubAllGlobals();
});

const template = (id: PopupPresetId) => POPUP_PRESETS.find((p) => p.id === id)!.template;

/** The bridge's popup with a preset as its layer's template. */
async function openWith(id: PopupPresetId) {
  mockApi({
    'GET /api/layers/2/files/': { body: BRIDGE_FILES },
    'GET /api/layers/2/files/100/content/': { body: 'jpeg' },
  });
  renderWithProviders(
    <PopupDialog feature={BRIDGE} layer={{ ...BRIDGE_LAYER, popup: template(id) }} />,
  );
  const popup = await screen.findByRole('dialog', { name: /Bridge OB12/ });
  // The attachments have arrived once the table of reports or the viewers show them.
  await waitFor(() => expect(within(popup).queryByText('Looking for the files…')).toBeNull());
  expect(within(popup).queryByTestId('popup-problems')).toBeNull();
  expect(within(popup).getByText('Powered by Waymark')).toBeInTheDocument();
  return popup;
}

describe('the 7 popup presets', () => {
  it('are the names DESIGN.md settles, in the order of section 9', () => {
    expect(POPUP_PRESETS.map((p) => p.name)).toEqual([
      'Standard Popup',
      'Tab View Popup',
      'Image Viewer Popup',
      'Point Cloud Popup',
      '3D Viewer Popup',
      'External Site Popup',
      'Panorama Photos Popup',
    ]);
  });

  it.each(POPUP_PRESETS.map((p) => [p.name, p.template]))(
    '%s compiles without a problem',
    (_n, source) => {
      const compiled = compileTemplate(source, BLOCK_NAMES);
      expect(compiled.errors.map((e) => e.message)).toEqual([]);
      expect(compiled.nodes.length).toBeGreaterThan(0);
    },
  );

  it('the Tab View Popup is the template of a new layer', () => {
    expect(NEW_LAYER_VALUES.popup).toBe(template('tab-view'));
  });

  it('Standard Popup: header, attributes, location, sites, videos and attachments', async () => {
    const popup = await openWith('standard');
    expect(await within(popup).findByRole('img', { name: 'header.jpg' })).toBeInTheDocument();
    expect(within(popup).getByRole('rowheader', { name: 'SENATOR' })).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Open in maps' })).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Survey portal' })).toBeInTheDocument();
    expect(within(popup).getByRole('region', { name: 'Videos' })).toBeInTheDocument();
    const attachments = within(popup).getByRole('region', { name: 'Attachments' });
    expect(within(attachments).getAllByRole('row')).toHaveLength(BRIDGE_FILES.length + 1);
    expect(popup).toHaveStyle({ width: '700px' });
  });

  it('Tab View Popup: 85vw × 85vh; Attributes / Attachments / External Link; the four file tables', async () => {
    const popup = await openWith('tab-view');
    // Computed, in pixels as a browser gives them: 85vw × 85vh of jsdom's window.
    expect(popup).toHaveStyle({
      width: `${(window.innerWidth * 85) / 100}px`,
      height: `${(window.innerHeight * 85) / 100}px`,
    });
    expect(
      within(popup)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Attributes', 'Attachments', 'External Link']);
    expect(within(popup).getByRole('tabpanel')).toContainElement(
      within(popup).getByRole('rowheader', { name: 'height' }),
    );
    await userEvent.click(within(popup).getByRole('tab', { name: 'Attachments' }));
    const table = (name: string) =>
      within(popup).getByRole('region', { name }).querySelectorAll('tbody tr').length;
    expect(table('Reports')).toBe(3);
    expect(table('CAD Files')).toBe(1);
    expect(table('3D Files')).toBe(3);
    expect(table('Images')).toBe(3);
    expect(table('DTM files')).toBe(1);
    await userEvent.click(within(popup).getByRole('tab', { name: 'External Link' }));
    expect(within(popup).getByTitle('Survey portal')).toHaveAttribute(
      'src',
      'https://surveys.example.org/ob12',
    );
  });

  it('Image Viewer Popup: the images in the viewer, 900px wide', async () => {
    const popup = await openWith('image-viewer');
    expect(within(popup).getByRole('region', { name: 'ImageViewer' })).toHaveTextContent(
      'header.jpg, deck-photo.png, pano.jpg',
    );
    expect(popup).toHaveStyle({ width: '900px' });
    expect(within(popup).getByRole('region', { name: 'Other files' })).toHaveTextContent(
      'deck.dwg',
    );
  });

  it('Point Cloud Popup: the COPC cloud the feature names', async () => {
    const popup = await openWith('point-cloud');
    expect(within(popup).getByRole('region', { name: 'PointCloudViewer' })).toHaveTextContent(
      'bridge.copc.laz',
    );
    expect(within(popup).getByRole('region', { name: 'Point clouds' })).toHaveTextContent(
      'bridge.copc.laz',
    );
  });

  it('3D Viewer Popup: the first model, and the 3D files', async () => {
    const popup = await openWith('3d-viewer');
    expect(within(popup).getByRole('region', { name: 'ModelViewer' })).toHaveTextContent(
      'bridge.glb',
    );
    expect(within(popup).getByRole('region', { name: '3D Files' })).toHaveTextContent(
      'station.ifc',
    );
  });

  it('External Site Popup: the site in a frame filling the popup', async () => {
    const popup = await openWith('external-site');
    expect(within(popup).getByTitle('Survey portal')).toHaveAttribute(
      'src',
      'https://surveys.example.org/ob12',
    );
    expect(
      within(popup)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Survey portal', 'Legacy records']);
  });

  it('Panorama Photos Popup: the photo to look around in, titled with its date', async () => {
    const popup = await openWith('panorama-photos');
    expect(within(popup).getByRole('region', { name: 'PanoramaViewer' })).toHaveTextContent(
      'pano.jpg',
    );
    expect(
      within(popup).getByRole('heading', { name: /Bridge OB12 — 05\/03\/2024/ }),
    ).toBeVisible();
  });
});
