import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layer, layerFile } from '../../../test/layers.js';
import { mockApi } from '../../../test/mockApi.js';
import { stubObjectUrls } from '../../../test/objectUrls.js';
import { notificationsStore } from '../../../lib/notificationsStore.js';
import { fileViewerStore } from '../../../lib/fileViewerStore.js';
import { viewerDialogStore } from '../files/viewerDialogStore.js';
import { BlockBoundary } from './BlockBoundary.js';
import {
  BRIDGE,
  BRIDGE_FILES,
  BRIDGE_LAYER,
  renderInPopup,
  renderTemplateInPopup,
} from '../test/popupFixtures.js';
import { resetViewerProps, viewerProps } from '../test/viewerStubs.js';

vi.mock('../viewers/index.js', async () =>
  (await import('../test/viewerStubs.js')).viewersModule(),
);

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
  resetViewerProps();
});
afterEach(() => {
  urls.restore();
  vi.unstubAllGlobals();
  viewerDialogStore.set(null);
});

const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('header-image', () => {
  it("shows the feature's header.jpg, fetched with the app's authentication", async () => {
    const api = mockApi({ 'GET /api/layers/2/files/100/content/': { body: 'jpeg' } });
    renderTemplateInPopup('<header-image></header-image>');
    const image = await screen.findByRole('img', { name: 'header.jpg' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(api.requests[0]!.path).toBe('/api/layers/2/files/100/content/');
  });

  it('shows another picture by name, and nothing without one', async () => {
    mockApi({ 'GET /api/layers/2/files/108/content/': { body: 'png' } });
    renderTemplateInPopup('<header-image name="DECK-photo.png" height="120"></header-image>');
    expect(await screen.findByRole('img', { name: 'deck-photo.png' })).toBeInTheDocument();
    const none = renderTemplateInPopup('<header-image></header-image>', { files: [] });
    expect(within(none.content).queryByRole('img')).toBeNull();
  });
});

describe('attribute-table', () => {
  it("lists the feature's attributes in the layer's order, without CAD style or internal ones", () => {
    renderTemplateInPopup('<attribute-table></attribute-table>');
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows.slice(0, 3)).toEqual(['label', 'SENATOR', 'height']);
    expect(rows).not.toContain('fid');
    expect(rows).not.toContain('waymark__ogr_style__pen_color');
    expect(screen.getByRole('link', { name: 'https://surveys.example.org/ob12' })).toBeVisible();
  });

  it('picks fields and leaves some out', () => {
    renderTemplateInPopup(
      `<attribute-table title="Details" :fields="['height', 'label', 'missing']"></attribute-table>` +
        `<attribute-table exclude="label, SENATOR"></attribute-table>`,
    );
    const [picked, rest] = screen.getAllByRole('table');
    expect(
      within(picked!)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['height', 'label']);
    expect(screen.getByText('Details')).toBeInTheDocument();
    expect(within(rest!).queryByRole('rowheader', { name: 'label' })).toBeNull();
  });
});

describe('map-location', () => {
  it('opens wgs84_lat / wgs84_lon in a web map and copies the coordinates', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText },
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
    vi.stubGlobal('isSecureContext', true);
    renderTemplateInPopup('<map-location></map-location>');
    const link = screen.getByRole('link', { name: 'Open in maps' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=42.262593&mlon=-71.802293#map=17/42.262593/-71.802293',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('42.262593, -71.802293')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy coordinates' }));
    expect(writeText).toHaveBeenCalledWith('42.262593, -71.802293');
    await waitFor(() =>
      expect(notificationsStore.get().toast?.text).toBe(
        'Coordinates copied: 42.262593, -71.802293',
      ),
    );
  });

  it('takes lat / lon when given, the clicked position without wgs84 fields, and says when there is none', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14)' });
    renderTemplateInPopup(
      '<map-location :lat="10.5" :lon="20.25" label="Directions"></map-location>',
    );
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      'geo:10.500000,20.250000?q=10.500000,20.250000',
    );
    const plain = { ...BRIDGE, properties: { label: 'X' } };
    const clicked = renderTemplateInPopup('<map-location></map-location>', { feature: plain });
    expect(within(clicked.content).getByText('42.260000, -71.800000')).toBeVisible();
    const nowhere = renderTemplateInPopup('<map-location></map-location>', {
      feature: { ...plain, lngLat: null },
    });
    expect(within(nowhere.content).getByText('This feature has no location.')).toBeVisible();
  });
});

describe('video-playlist', () => {
  it('plays tvurl1 in YouTube’s cookie-less player and switches to tvurl2 in a frame', async () => {
    renderTemplateInPopup('<video-playlist title="Videos"></video-playlist>');
    const frame = () => screen.getByTitle(/Drive-by|Deck video/);
    expect(frame()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame()).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    await userEvent.click(screen.getByRole('button', { name: 'Deck video' }));
    expect(frame()).toHaveAttribute('src', 'https://cdn.example.org/ob12.mp4');
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      'https://cdn.example.org/ob12.mp4',
    );
  });

  it('says when there are no videos, and only links what is not https', () => {
    const none = renderTemplateInPopup('<video-playlist></video-playlist>', {
      feature: { ...BRIDGE, properties: {} },
    });
    expect(within(none.content).getByText('No videos')).toBeVisible();
    const http = renderTemplateInPopup(
      `<video-playlist :videos="[{ url: 'http://old.example.org/a.mp4', name: 'Old' }]"></video-playlist>`,
    );
    const content = http.content;
    expect(content.querySelector('iframe')).toBeNull();
    expect(within(content).getByText('This site can only be opened in a new tab.')).toBeVisible();
  });
});

describe('file blocks', () => {
  it('dtm-files lists the files whose names contain DTM', () => {
    renderTemplateInPopup('<dtm-files></dtm-files>');
    expect(names(screen.getByRole('region', { name: 'DTM files' }))).toEqual(['OB12_DTM_2023.tif']);
  });

  it('popup-files-table groups by formats; laz includes COPC point clouds', () => {
    renderTemplateInPopup(
      `<popup-files-table title="Reports" :formats="['pdf', 'txt', 'xlsx']"></popup-files-table>` +
        `<popup-files-table title="3D Files" formats="ifc, glb, laz"></popup-files-table>` +
        `<popup-files-table title="Videos" :formats="['mp4']"></popup-files-table>`,
    );
    expect(names(screen.getByRole('region', { name: 'Reports' }))).toEqual([
      'inspection-2024.pdf',
      'notes.txt',
      'ACadFileExploration.xlsx',
    ]);
    expect(names(screen.getByRole('region', { name: '3D Files' }))).toEqual([
      'bridge.glb',
      'station.ifc',
      'bridge.copc.laz',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Videos' })).getByText('No mp4 files'),
    ).toBeVisible();
    const reports = screen.getByRole('region', { name: 'Reports' });
    expect(within(reports).getByText('61 KB')).toBeVisible();
  });

  it('views PDFs in the file viewer and 3D files in their viewer', async () => {
    renderTemplateInPopup('<popup-files-table></popup-files-table>');
    await userEvent.click(screen.getByRole('button', { name: 'View inspection-2024.pdf' }));
    expect(fileViewerStore.get()?.name).toBe('inspection-2024.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'View station.ifc' }));
    expect(viewerDialogStore.get()?.name).toBe('station.ifc');
    expect(screen.queryByRole('button', { name: 'View notes.txt' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download notes.txt' })).toBeEnabled();
  });

  it('filter-files-by-name shows the files named like `name`, or lets the reader search', async () => {
    renderTemplateInPopup('<filter-files-by-name name="deck" title="Deck"></filter-files-by-name>');
    expect(names(screen.getByRole('region', { name: 'Deck' }))).toEqual([
      'deck.dwg',
      'deck-photo.png',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();

    const searched = renderTemplateInPopup('<filter-files-by-name></filter-files-by-name>');
    const content = searched.content;
    await userEvent.type(
      within(content).getByRole('textbox', { name: 'Filter files by name' }),
      'BRIDGE',
    );
    expect(names(within(content).getByRole('region', { name: 'Files' }))).toEqual([
      'bridge.glb',
      'bridge.copc.laz',
    ]);
  });
});

describe('external sites', () => {
  it('external-link-viewer frames https sites in a sandbox, with a way out to a new tab', async () => {
    renderTemplateInPopup('<external-link-viewer></external-link-viewer>');
    const frame = screen.getByTitle('Survey portal');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://surveys.example.org/ob12');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await userEvent.click(screen.getByRole('tab', { name: 'Legacy records' }));
    // An http site is not framed (the portal only frames https): a link only.
    expect(screen.queryByTitle('Legacy records')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      'http://legacy.example.org/ob12',
    );
  });

  it('never frames the portal itself, nor javascript: links', () => {
    renderTemplateInPopup(
      `<external-link-viewer :url="'${window.location.origin}/maps/1/'"></external-link-viewer>` +
        `<external-link-viewer url="javascript:alert(1)"></external-link-viewer>`,
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Open in new tab' })).toHaveLength(1);
  });

  it('external-viewer-popup opens a site in a large window over the popup', async () => {
    renderTemplateInPopup('<external-viewer-popup></external-viewer-popup>');
    await userEvent.click(screen.getByRole('button', { name: 'Survey portal' }));
    const window = await screen.findByRole('dialog', { name: 'Survey portal' });
    expect(within(window).getByTitle('Survey portal')).toHaveAttribute(
      'src',
      'https://surveys.example.org/ob12',
    );
    await userEvent.click(within(window).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('popup-tabs', () => {
  const TABS = `<popup-tabs :vertical="properties.vtabs">
  <popup-tab title="Attributes"><attribute-table></attribute-table></popup-tab>
  <template v-for="n in 2"><popup-tab :title="'Extra ' + n">Extra {{ n }}</popup-tab></template>
  <popup-tab v-if="false" title="Hidden">never</popup-tab>
  <popup-tab title="Files"><dtm-files></dtm-files></popup-tab>
</popup-tabs>`;

  it('makes a tab of each popup-tab, through v-for and v-if, and shows one at a time', async () => {
    const { errors } = renderTemplateInPopup(TABS);
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Attributes',
      'Extra 1',
      'Extra 2',
      'Files',
    ]);
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('table'));
    await userEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('OB12_DTM_2023.tif');
    expect(screen.queryByRole('rowheader', { name: 'label' })).toBeNull();
  });
});

describe('viewer blocks', () => {
  it("image-viewer hands the feature's images to the image viewer", () => {
    renderTemplateInPopup('<image-viewer :index="1"></image-viewer>');
    expect(screen.getByRole('region', { name: 'ImageViewer' })).toHaveTextContent(
      'header.jpg, deck-photo.png, pano.jpg',
    );
    expect(viewerProps.ImageViewer![0]).toMatchObject({ index: 1 });
  });

  it('point-cloud-viewer shows the cloud mapsutd_file names; model-viewer the first model', () => {
    renderTemplateInPopup(
      '<point-cloud-viewer></point-cloud-viewer><model-viewer height="60vh"></model-viewer>',
    );
    expect(screen.getByRole('region', { name: 'PointCloudViewer' })).toHaveTextContent(
      'bridge.copc.laz',
    );
    expect(screen.getByRole('region', { name: 'ModelViewer' })).toHaveTextContent('bridge.glb');
    expect(viewerProps.ModelViewer![0]).toMatchObject({ height: '60vh' });
  });

  it('a viewer block picks the file the template names, and says when there is none', () => {
    renderTemplateInPopup(
      `<model-viewer :file="filesWithExtension(files, 'ifc')[0]"></model-viewer>`,
    );
    expect(screen.getByRole('region', { name: 'ModelViewer' })).toHaveTextContent('station.ifc');
    const none = renderTemplateInPopup('<point-cloud-viewer></point-cloud-viewer>', { files: [] });
    expect(
      within(none.content).getByText('No point cloud (.copc.laz) is attached to this feature.'),
    ).toBeVisible();
  });

  it("panorama-viewer walks a photo layer's photos, nearest first, from the feature's own", async () => {
    const photo = (id: number, name: string, lon: number) =>
      layerFile({
        id,
        layer_id: 5,
        name,
        role: 'source',
        content_type: 'image/jpeg',
        fid: id,
        bounds: [lon, 50, lon, 50],
      });
    const own = photo(1, 'P1.jpg', 14.82);
    mockApi({
      'GET /api/layers/5/files/': {
        body: [photo(2, 'P2.jpg', 14.83), own, photo(3, 'P3.jpg', 14.81), photo(4, 'far.jpg', 40)],
      },
    });
    renderTemplateInPopup('<panorama-viewer></panorama-viewer>', {
      layer: layer({ id: 5, type: 'photo' }),
      files: [own],
      feature: {
        layerId: 5,
        fid: 1,
        properties: { label: 'P1', mapsutd_file: 'P1.jpg', photo_date: '2018-07-25T14:34:23Z' },
        lngLat: { lng: 14.82, lat: 50 },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'PanoramaViewer' })).toHaveTextContent(
        'P3.jpg, P1.jpg, P2.jpg, far.jpg',
      ),
    );
    const last = viewerProps.PanoramaViewer!.at(-1) as { index: number; photos: unknown[] };
    expect(last.index).toBe(1);
    expect(last.photos[1]).toEqual({
      fileId: 1,
      layerId: 5,
      name: 'P1.jpg',
      date: '2018-07-25T14:34:23Z',
      lon: 14.82,
      lat: 50,
    });
  });

  it("panorama-viewer on another layer shows the feature's JPEG, not its header", () => {
    renderTemplateInPopup('<panorama-viewer></panorama-viewer>', {
      layer: BRIDGE_LAYER,
      files: BRIDGE_FILES,
    });
    expect(screen.getByRole('region', { name: 'PanoramaViewer' })).toHaveTextContent('pano.jpg');
  });
});

describe('a failing block', () => {
  it('says so in its place; the rest of the popup stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('unreadable');
    };
    renderInPopup(
      <>
        <p>before</p>
        <BlockBoundary name="model-viewer">
          <Broken />
        </BlockBoundary>
      </>,
    );
    expect(screen.getByText('before')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The building block <model-viewer> could not be shown.',
    );
  });
});
