import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, openUserMenu, signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData, settledCanvas } from '../support/mapPixels.js';
import { demoMapPath, layerOfMap, openMapAt } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import { api, apiToken } from '../support/uploads.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/offline-packs';
const shot = (page: Page, name: string) => lookAt(page, { path: `${SHOTS}/${name}.png` });

/** Over the stadium, in the zooms packed: the pack's tiles are the ones drawn. */
const VIEW = '14.6/44.0566/-123.0688';
const PACK_ZOOMS = ['14', '15'];

/** The contours' brown (#8c6d46), as drawn over the offline background. */
const isContour = ([r, g, b]: [number, number, number]) =>
  Math.abs(r - 0x8c) < 30 && Math.abs(g - 0x6d) < 30 && Math.abs(b - 0x46) < 30;

/** The buildings' outlines' dark red, as drawn over the offline background. */
const isOutline = ([r, g, b]: [number, number, number]) => r > 120 && r - g > 70 && b < 70;

/** On the stadium (Autzen, Eugene), as the device says. */
const HERE = { latitude: 44.0566, longitude: -123.0688, accuracy: 25 };

let token: string;
let mapId: number;
let contoursId: number;

test.beforeAll(async () => {
  token = await apiToken(ADMIN);
  const path = await demoMapPath();
  mapId = Number(path.split('/')[2]);
  // The contours are searched by their height (the demo's layers have no search field).
  contoursId = (await layerOfMap(path, 'Contours')).id;
  await api(token, 'PATCH', `/layers/${contoursId}/`, { search_field: 'elev_m' });
});

test.afterAll(async () => {
  if (!contoursId) return;
  await api(token, 'PATCH', `/layers/${contoursId}/`, { search_field: null });
  const packs = await api<{ results: { id: number }[] }>(token, 'GET', `/maps/${mapId}/packs/`);
  for (const pack of packs.json?.results ?? []) await api(token, 'DELETE', `/packs/${pack.id}/`);
});

/** What the browser keeps for the offline app: databases, pack files, caches, the profile. */
function offlineData(page: Page) {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const packs = await root.getDirectoryHandle('waymark-packs').then(
      () => true,
      () => false,
    );
    return {
      databases: (await indexedDB.databases()).map((db) => db.name),
      packs,
      caches: (await caches.keys()).map((name) => name.replace(/-v\d.*$/, '')),
      profile: localStorage.getItem('lastProfile') !== null,
    };
  });
}

/** A pixel of the canvas that passes `test`, in CSS pixels of the page. */
async function pixelWhere(page: Page, test: (rgb: [number, number, number]) => boolean) {
  const canvas = page.locator(MAP_CANVAS);
  const box = (await canvas.boundingBox())!;
  const png = PNG.sync.read(await canvas.screenshot());
  // From the middle outwards, away from the controls in the corners.
  for (let ring = 0; ring < png.height / 3; ring += 2) {
    for (const [dx, dy] of [
      [ring, 0],
      [-ring, 0],
      [0, ring],
      [0, -ring],
      [ring, ring],
      [-ring, -ring],
    ] as const) {
      const x = Math.round(png.width / 2 + dx);
      const y = Math.round(png.height / 2 + dy);
      const i = (y * png.width + x) * 4;
      if (test([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!])) {
        return { x: box.x + (x * box.width) / png.width, y: box.y + (y * box.height) / png.height };
      }
    }
  }
  return null;
}

test('the demo map made available offline opens from its pack with the network cut, shows the position, and signing out clears it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await signInWithToken(page, ADMIN);
  await openMapAt(page, `/maps/${mapId}/`, VIEW);

  // The map switcher offers it beside each map too.
  await page.getByRole('combobox', { name: 'Switch map' }).click();
  await expect(
    page.getByRole('button', { name: 'Make Survey corridor available offline' }),
  ).toBeVisible();
  await shot(page, '0-switcher');
  await page.keyboard.press('Escape');

  // Make available offline: a small zoom range keeps the pack small.
  await page.getByRole('button', { name: 'Make available offline' }).click();
  const dialog = page.getByRole('dialog', { name: /Make available offline/ });
  await expect(dialog.getByRole('radio', { name: 'The map’s extent' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'From zoom' }).click();
  await page.getByRole('option', { name: PACK_ZOOMS[0], exact: true }).click();
  await dialog.getByRole('combobox', { name: 'To zoom' }).click();
  await page.getByRole('option', { name: PACK_ZOOMS[1], exact: true }).click();
  // The site outlines' attachment (the point cloud every outline carries) goes into the pack.
  await dialog.getByRole('checkbox', { name: /^Include attachments/ }).check();
  await expect(dialog.getByRole('table', { name: 'Estimate' })).toContainText('Contours');
  await expect(dialog.getByRole('table', { name: 'Estimate' })).toContainText('Attachments');
  await expect(dialog.getByText(/^[\d,]+ tiles, /)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeEnabled();
  await shot(page, '1-dialog');
  // The archives' URLs cut off until the reload below: the download waits for the network,
  // and survives the reload.
  await page.route('**/api/pack-archives/**', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(
    dialog.getByText(/^Packing on the server|^Downloaded into this browser/).first(),
  ).toBeVisible();
  await shot(page, '2-progress');
  await expect(
    dialog.getByText('No network: the download goes on when it comes back.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  await shot(page, '3-paused');
  await page.unroute('**/api/pack-archives/**');
  await page.reload();
  // Read back from IndexedDB and resumed: the sidebar shows it, then the map is stored.
  await expect(
    page.getByRole('button', { name: /^Downloading: \d+%$|^Available offline$/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Available offline' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Available offline' }).click();
  await expect(dialog.getByText(/^Stored on /)).toBeVisible();
  await expect(dialog.getByText(/^Storage used by this site: /)).toBeVisible();
  await shot(page, '4-stored');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Online, the vector layers draw from their current archives (signed URLs a CDN may keep)
  // once the first frame is drawn: panning within the pack asks none of their live tiles.
  const liveTiles: string[] = [];
  let archiveReads = 0;
  page.on('request', (request) => {
    if (/\/api\/tiles\/layers\/\d+\/1[45]\/\d+\/\d+\.pbf/.test(request.url()))
      liveTiles.push(request.url());
    if (request.url().includes('/api/pack-archives/')) archiveReads += 1;
  });
  await page.reload();
  await expect.poll(() => archiveReads).toBeGreaterThan(0);
  await settledCanvas(page);
  liveTiles.length = 0;
  await page.locator(MAP_CANVAS).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await settledCanvas(page);
  expect(liveTiles).toEqual([]);
  await shot(page, '4b-online-from-archives');

  // The app shell is in the service worker's cache before the network goes, and the run-time
  // configuration, loaded before the worker was there, is asked again through it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => caches.match('/config.js').then((answer) => !!answer)))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();

  // The layers draw from the archives kept in the browser; the device's position shows.
  const banner = page.getByRole('banner');
  await expect(banner.getByText('You are offline')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Layers' })).toBeVisible();
  await expect(page.getByText(/^Offline copy of /)).toBeVisible();
  await expectCanvas(page, isData, (share) => share > 0.3, 'the packed layers are drawn');
  await page.getByRole('button', { name: 'Show my position' }).click();
  await expect(page.locator('.maplibregl-user-location-dot')).toBeVisible();
  await expect(page.locator('.maplibregl-user-location-accuracy-circle')).toBeAttached();
  await shot(page, '5-offline-map');

  // A building's outline alone, clicked: its popup lists the attachment kept in the pack.
  for (const name of ['DTM', 'Orthophoto', 'BMX track 2010', 'BMX track 2023', 'Contours']) {
    await page.getByRole('checkbox', { name: `Show ${name}` }).uncheck();
  }
  await expectCanvas(page, isOutline, (share) => share > 0.001, 'the outlines are drawn', 0.8);
  const outline = await pixelWhere(page, isOutline);
  expect(outline).not.toBeNull();
  await page.mouse.click(outline!.x, outline!.y);
  const popup = page.getByTestId('feature-popup');
  await expect(popup.getByText('autzen-thin-srs.las')).toBeVisible();
  await shot(page, '6a-offline-attachment');
  await popup.getByRole('button', { name: 'Close' }).click();

  // A contour alone, clicked: its popup shows the attributes of its tile.
  await page.getByRole('checkbox', { name: 'Show Contours' }).check();
  await page.getByRole('checkbox', { name: 'Show Site outlines (CAD)' }).uncheck();
  await expectCanvas(page, isContour, (share) => share > 0.001, 'the contours are drawn', 0.8);
  const contour = await pixelWhere(page, isContour);
  expect(contour).not.toBeNull();
  await page.mouse.click(contour!.x, contour!.y);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('cell', { name: /^1[2-4]\d$/ }).first()).toBeVisible();
  await shot(page, '6-offline-popup');
  await popup.getByRole('button', { name: 'Close' }).click();

  // The search looks through the packed contours' heights; places need the network.
  const search = page.getByRole('combobox', { name: 'Search the map' });
  await search.fill('13');
  await expect(page.getByText('Searching for places is not available offline.')).toBeVisible();
  await expect(
    page.getByRole('option', { name: /^13\d(\.\d+)?\s?Contours$/ }).first(),
  ).toBeVisible();
  await shot(page, '7-offline-search');
  await search.clear();

  // 'Offline maps' in the user menu lists it; back online it is up to date; Remove.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Offline maps' }).click();
  const list = page.getByRole('dialog', { name: 'Offline maps' });
  const row = list.getByRole('row', { name: /Demo map/ });
  await expect(row).toContainText('Up to date');
  await shot(page, '8-offline-maps');
  await row.getByRole('button', { name: 'Remove Demo map' }).click();
  await expect(list.getByText(/^No map is available offline yet/)).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();

  // Offline again, a settings screen says it needs the network instead of failing.
  await context.setOffline(true);
  await page.goto('/layers/');
  await expect(page.getByText('Not available offline')).toBeVisible();
  await expect(banner.getByText('You are offline')).toBeVisible();
  await shot(page, '9-settings-offline');

  // Signing out, still offline, removes the offline maps, the caches but the shell's, the profile.
  expect(await offlineData(page)).toMatchObject({ packs: true, profile: true });
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect
    .poll(() => offlineData(page))
    .toEqual({ databases: [], packs: false, caches: ['workbox-precache'], profile: false });
});
