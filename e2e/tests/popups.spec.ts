import type { Locator, Page } from '@playwright/test';
import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { openMapAt } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import {
  api,
  apiToken,
  attachToEveryFeature,
  createMap,
  removeMap,
  squareFeatureFile,
  unique,
  uploadIntoNewLayer,
} from '../support/uploads.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/popups';
const CENTRE = { lon: 12, lat: 52 };
const VIEW = `7/${CENTRE.lat}/${CENTRE.lon}`;
const LAYER = 'Bridges';

const ATTACHMENTS = [
  'attachments/pdf-definition.pdf',
  'attachments/ACadFileExploration.xlsx',
  '3d/Box.glb',
  '3d/ellipsoid.copc.laz',
  'photos/issue-exifr-4.jpg',
];

let token: string;
let mapId: number;
let layerId: number;

const BRIDGE = {
  name: 'Bridge B-7',
  category: 'masonry',
  label: 'Bridge B-7',
  exturl1: 'https://inspections.example/b7',
  exturl1_n: 'Inspection site',
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  token = await apiToken(ADMIN);
  mapId = await createMap(token, `Popups ${unique()}`);
  const file = squareFeatureFile('bridges.geojson', CENTRE, BRIDGE);
  layerId = await uploadIntoNewLayer(token, mapId, LAYER, [file], 'vector');
  await attachToEveryFeature(token, layerId, ATTACHMENTS);
});

test.afterAll(async () => {
  if (mapId) await removeMap(token, mapId);
});

const shot = (page: Page, name: string) => lookAt(page, { path: `${SHOTS}/${name}.png` });

/** The layer's form with its advanced fields shown: it stays open while the presets are tried. */
async function openLayerForm(form: Page): Promise<void> {
  await form.goto(`/layers/${layerId}/`);
  await expect(form.getByRole('heading', { level: 2, name: LAYER })).toBeVisible();
  await form.getByRole('button', { name: 'Show Advanced fields' }).click();
}

/** Chooses a preset in the open layer form's 'Apply popup template' menu and saves the layer. */
async function applyPreset(form: Page, preset: string): Promise<void> {
  await form.bringToFront();
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByRole('button', { name: 'Apply popup template' }).click();
  await form.getByRole('menuitem', { name: preset }).click();
  // Saved once the change is stored: the 'Layer saved' of the preset before may still show.
  const stored = form.waitForResponse(
    (answer) =>
      answer.url().endsWith(`/api/layers/${layerId}/`) && answer.request().method() === 'PATCH',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await stored).status()).toBe(200);
  await expect(form.getByText('Layer saved').first()).toBeVisible();
}

/** Opens the map on the bridge and clicks it: its popup. */
async function openPopup(page: Page): Promise<Locator> {
  await page.bringToFront();
  await openMapAt(page, `/maps/${mapId}/`, VIEW);
  await expectCanvas(page, isData, (s) => s > 0.3, 'the bridge is drawn');
  await page.locator(MAP_CANVAS).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Powered by Waymark')).toBeVisible();
  return popup;
}

const PRESETS: { name: string; check(popup: Locator): Promise<void> }[] = [
  {
    name: 'Standard Popup',
    async check(popup) {
      await expect(popup.getByRole('cell', { name: 'masonry' })).toBeVisible();
      await expect(popup.getByRole('link', { name: 'Open in maps' })).toBeVisible();
      await expect(popup.getByText('pdf-definition.pdf')).toBeVisible();
    },
  },
  {
    name: 'Tab View Popup',
    async check(popup) {
      await expect(popup.getByRole('cell', { name: 'masonry' })).toBeVisible();
      await popup.getByRole('tab', { name: 'Attachments' }).click();
      await expect(popup.getByText('Reports')).toBeVisible();
      await expect(popup.getByText('pdf-definition.pdf')).toBeVisible();
      await expect(popup.getByText('ACadFileExploration.xlsx')).toBeVisible();
      await expect(popup.getByText('Box.glb')).toBeVisible();
      await popup.getByRole('tab', { name: 'External Link' }).click();
      await expect(popup.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
        'href',
        'https://inspections.example/b7',
      );
    },
  },
  {
    name: 'Image Viewer Popup',
    async check(popup) {
      await expect(popup.getByRole('region', { name: /^Image / }).getByRole('img')).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  {
    name: 'Point Cloud Popup',
    async check(popup) {
      const viewer = popup.getByRole('region', { name: 'Point cloud ellipsoid.copc.laz' });
      await expect(viewer.getByText(/points drawn/)).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: '3D Viewer Popup',
    async check(popup) {
      await expect(popup.getByRole('region', { name: '3D model Box.glb' })).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  {
    name: 'External Site Popup',
    async check(popup) {
      await expect(popup.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
        'href',
        'https://inspections.example/b7',
      );
    },
  },
  {
    name: 'Panorama Photos Popup',
    async check(popup) {
      await expect(popup.getByText('Bridge B-7').first()).toBeVisible();
      await expect(popup.getByRole('region', { name: /^360° photo / })).toBeVisible({
        timeout: 30_000,
      });
    },
  },
];

test('each preset, applied in the layer form, opens with its content', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signInWithToken(page, ADMIN);
  // The form in one tab and the map in another (the token is in their origin's storage): the
  // form is loaded once, the map again for each preset.
  await openLayerForm(page);
  const map = await context.newPage();
  // Still the desktop layout, with fewer pixels for the viewers' software WebGL to draw.
  await map.setViewportSize({ width: 904, height: 500 });
  for (const preset of PRESETS) {
    await test.step(preset.name, async () => {
      await applyPreset(page, preset.name);
      const popup = await openPopup(map);
      await preset.check(popup);
      await shot(map, preset.name.toLowerCase().replaceAll(' ', '-'));
    });
  }
});

test('the mini popup follows the pointer with the chosen fields', async ({ page }) => {
  const set = await api(token, 'PATCH', `/layers/${layerId}/`, {
    mini_popup_on_hover: true,
    mini_popup_fields: ['name', 'category'],
  });
  expect(set.status).toBe(200);
  await signInWithToken(page, ADMIN);
  await openMapAt(page, `/maps/${mapId}/`, VIEW);
  await expectCanvas(page, isData, (s) => s > 0.3, 'the bridge is drawn');
  const canvas = page.locator(MAP_CANVAS);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map canvas');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const tip = page.getByTestId('mini-popup');
  await expect(tip).toBeVisible();
  await expect(tip.getByText('Bridge B-7')).toBeVisible();
  await expect(tip.getByText('masonry')).toBeVisible();
  // Fields not chosen stay out.
  await expect(tip.getByText('exturl1')).toHaveCount(0);
  await shot(page, 'mini-popup');
  await page.mouse.move(box.x + 5, box.y + 5);
  await expect(tip).toBeHidden();
});

test('the legend lists the categories of an attribute based style', async ({ page }) => {
  const set = await api(token, 'PATCH', `/layers/${layerId}/`, {
    legend_enabled: true,
    style: [
      {
        type: 'fill',
        paint: {
          'fill-color': [
            'match',
            ['get', 'category'],
            'masonry',
            '#aa5500',
            'steel',
            '#3366cc',
            '#888888',
          ],
        },
      },
    ],
  });
  expect(set.status).toBe(200);
  await signInWithToken(page, ADMIN);
  await openMapAt(page, `/maps/${mapId}/`, VIEW);
  const legend = page.getByRole('list', { name: `Legend of ${LAYER}` });
  await expect(legend).toBeVisible();
  await expect(legend.getByText('masonry')).toBeVisible();
  await expect(legend.getByText('steel')).toBeVisible();
  await expect(legend.getByText('Other')).toBeVisible();
  await shot(page, 'legend');
});
