import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, type Account } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken, waitForMail } from '../support/helpers.js';
import { settledCanvas } from '../support/mapPixels.js';
import { corridorMapPath, openMapAt } from '../support/mapview.js';
import { closeViewer, viewerContext } from '../support/shareViewer.js';
import { expect, test } from '../support/test.js';
import { api, apiToken, createMap, fixture, tempDir, unique } from '../support/uploads.js';

// Three shapes drawn, a photo stored and thumbnailed, three exports, a PDF read with poppler.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = '/tmp/markups';
mkdirSync(SHOTS, { recursive: true });

/** Open country near Essen, at a zoom where a few hundred metres fill the screen. */
const VIEW = '15/51.4285/6.9358';
const PHOTO = 'IMG_20180725_163423-tiny.jpg';

interface Category {
  id: number;
  name: string;
}

interface Markup {
  id: number;
  title: string;
}

let token = '';
let mapId = 0;
let organisationId = 0;
let assignee: Account;

test.beforeAll(async () => {
  token = await apiToken(ADMIN);
  mapId = await createMap(token, `Markups ${unique()}`);
  const map = await api<{ organisation_id: number }>(token, 'PATCH', `/maps/${mapId}/`, {
    controls: ['markups'],
  });
  expect(map.status).toBe(200);
  organisationId = map.json.organisation_id;
  // An ordinary surveyor of the organisation, without any permission: the one findings go to.
  const tag = unique();
  assignee = {
    email: `mia.${tag}@waymark.test`,
    password: 'Basalt-Orchard-2026',
    name: 'Mia Markup',
  };
  const created = await api(token, 'POST', '/users/', {
    email: assignee.email,
    password: assignee.password,
    first_name: 'Mia',
    last_name: 'Markup',
    organisation: organisationId,
  });
  expect(created.status).toBe(201);
});

/** A markup made through the API: a point in the middle of VIEW. */
async function markupOf(title: string): Promise<Markup> {
  const categories = await api<Category[]>(
    token,
    'GET',
    `/organisations/${organisationId}/markup-categories/`,
  );
  const defect = categories.json.find((category) => category.name === 'Defect');
  const created = await api<Markup>(token, 'POST', `/maps/${mapId}/markups/`, {
    geometry: { type: 'Point', coordinates: [6.9358, 51.4285] },
    title,
    description: 'Silt fills half the pipe. See https://example.org/culverts for the standard.',
    category: defect?.id,
  });
  expect(created.status).toBe(201);
  return created.json;
}

/** Canvas points at offsets from the canvas's centre. */
async function canvasPoints(page: Page, offsets: [number, number][]) {
  const box = await page.locator('canvas.maplibregl-canvas').first().boundingBox();
  if (!box) throw new Error('no map canvas');
  return offsets.map(([dx, dy]) => ({
    x: box.x + box.width / 2 + dx,
    y: box.y + box.height / 2 + dy,
  }));
}

/** Clicks each point; terra-draw follows the pointer between clicks (and wants a move first). */
async function clickThrough(
  page: Page,
  points: { x: number; y: number }[],
  last: 'click' | 'dblclick',
) {
  await page.mouse.move(points[0]!.x - 5, points[0]!.y - 5);
  for (const [index, point] of points.entries()) {
    await page.mouse.move(point.x, point.y);
    if (index === points.length - 1 && last === 'dblclick')
      await page.mouse.dblclick(point.x, point.y);
    else await page.mouse.click(point.x, point.y);
  }
}

/** Picks an option of one of the form's MUI selects. */
async function choose(page: Page, scope: Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Draws a new markup of `shape` through `points` and creates it with `title`. */
async function drawMarkup(
  page: Page,
  panel: Locator,
  shape: 'Point' | 'Line' | 'Area',
  offsets: [number, number][],
  title: string,
) {
  await panel.getByRole('button', { name: 'New markup' }).click();
  const form = panel.getByRole('form', { name: 'New markup' });
  await form.getByRole('button', { name: shape, exact: true }).click();
  const points = await canvasPoints(page, offsets);
  if (shape === 'Area') await clickThrough(page, [...points, points[0]!], 'click');
  else await clickThrough(page, points, shape === 'Line' ? 'dblclick' : 'click');
  await expect(form.getByText('Drawn on the map.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  return form;
}

async function download(page: Page, dialog: Locator, format: string, directory: string) {
  await dialog.getByRole('radio', { name: format }).check();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const saved = path.join(directory, file.suggestedFilename());
  await file.saveAs(saved);
  await expect(dialog.getByText('Exported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return saved;
}

test('draws a point, a line and an area; a photo, an assignment mailed, a status with its history; filters and exports', async ({
  page,
}) => {
  const tag = unique();
  const titles = {
    point: `Blocked culvert ${tag}`,
    line: `Vegetation over the line ${tag}`,
    area: `Spoil heap ${tag}`,
  };
  await signInWithToken(page, ADMIN);
  // The map has no layers: it is ready once its controls are.
  const control = page.getByRole('button', { name: 'Markups', exact: true });
  await openMapAt(page, `/maps/${mapId}/`, VIEW, control);
  await control.click();
  const panel = page.getByTestId('markups-panel');
  await expect(panel).toBeVisible();

  // A point, assigned to Mia: she is mailed a link to it.
  const form = await drawMarkup(page, panel, 'Point', [[220, 0]], titles.point);
  await choose(page, form, 'Category', 'Defect');
  await choose(page, form, 'Assignee', 'Mia Markup');
  await form.getByRole('textbox', { name: 'Description' }).fill('Silt fills half the pipe.');
  await lookAt(page, { path: path.join(SHOTS, 'en-new.png') });
  await form.getByRole('button', { name: 'Create markup' }).click();
  const detail = page.getByTestId('markup-detail');
  await expect(detail.getByRole('heading', { level: 3, name: titles.point })).toBeVisible();
  const mail = await waitForMail(assignee.email);
  expect(mail.subject).toContain(titles.point);
  const link = /https?:\/\/\S+\/maps\/(\d+)\/\?markup=(\d+)/.exec(mail.text);
  expect(link?.[1]).toBe(String(mapId));
  const pointId = Number(link?.[2]);
  const stored = await api<Markup & { assignee: { name: string } }>(
    token,
    'GET',
    `/maps/${mapId}/markups/${pointId}/`,
  );
  expect(stored.json.title).toBe(titles.point);
  expect(stored.json.assignee.name).toBe('Mia Markup');

  // A photo: stored, shown as a thumbnail, its EXIF position offered.
  await detail.getByRole('tab', { name: /^Files/ }).click();
  const work = tempDir('markups-');
  const photo = path.join(work, PHOTO);
  copyFileSync(fixture(`photos/${PHOTO}`), photo);
  await detail.getByTestId('markup-file-input').setInputFiles(photo);
  const thumbnail = detail.getByRole('img', { name: `Photo ${PHOTO}` });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(detail.getByRole('button', { name: 'Use the photo’s position' })).toBeVisible();
  await lookAt(page, { path: path.join(SHOTS, 'en-photo.png') });

  // A status change, kept in the history with who made it.
  await detail.getByRole('tab', { name: 'Details' }).click();
  await choose(page, detail, 'Status', 'In progress');
  await detail.getByRole('tab', { name: 'History' }).click();
  const history = detail.getByRole('list', { name: 'History' });
  await expect(history.getByText('Status: Open → In progress')).toBeVisible();
  await expect(history.getByText(/Admin/).first()).toBeVisible();
  await lookAt(page, { path: path.join(SHOTS, 'en-history.png') });

  // A line and an area.
  await detail.getByRole('button', { name: 'All markups' }).click();
  const line = await drawMarkup(
    page,
    panel,
    'Line',
    [
      [60, -150],
      [260, -60],
      [420, -140],
    ],
    titles.line,
  );
  await line.getByRole('button', { name: 'Create markup' }).click();
  await expect(detail.getByRole('heading', { level: 3, name: titles.line })).toBeVisible();
  await detail.getByRole('button', { name: 'All markups' }).click();
  const area = await drawMarkup(
    page,
    panel,
    'Area',
    [
      [80, 80],
      [300, 90],
      [280, 230],
      [100, 220],
    ],
    titles.area,
  );
  await area.getByRole('button', { name: 'Create markup' }).click();
  await expect(detail.getByRole('heading', { level: 3, name: titles.area })).toBeVisible();
  await detail.getByRole('button', { name: 'All markups' }).click();
  const drawn = await api<{ results: (Markup & { geometry: { type: string } })[] }>(
    token,
    'GET',
    `/maps/${mapId}/markups/?search=${tag}&ordering=id`,
  );
  expect(drawn.json.results.map((m) => [m.title, m.geometry.type])).toEqual([
    [titles.point, 'Point'],
    [titles.line, 'LineString'],
    [titles.area, 'Polygon'],
  ]);

  // The panel: the whole map's, searched, then only those in progress.
  await panel.getByRole('button', { name: 'All', exact: true }).click();
  await panel.getByRole('searchbox', { name: 'Search markups' }).fill(tag);
  const rows = panel.getByRole('list', { name: 'Markups' }).getByRole('button');
  await expect(rows).toHaveCount(3);
  const chips = panel.getByRole('group', { name: 'Filter by status' });
  await expect(chips.getByRole('button', { name: 'Open: 2' })).toBeVisible();
  await chips.getByRole('button', { name: 'In progress: 1' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(titles.point);
  await lookAt(page, { path: path.join(SHOTS, 'en-list.png') });

  // Exports of the filtered list: CSV of the one in progress; GeoJSON and PDF of all three.
  await panel.getByRole('button', { name: 'Export' }).click();
  let dialog = page.getByRole('dialog', { name: 'Export markups' });
  const csv = readFileSync(await download(page, dialog, 'CSV (spreadsheet)', work), 'utf8');
  expect(csv).toContain(titles.point);
  expect(csv).not.toContain(titles.line);
  await chips.getByRole('button', { name: 'In progress: 1' }).click();
  await expect(rows).toHaveCount(3);
  await lookAt(page, { path: path.join(SHOTS, 'en-three.png') });
  await panel.getByRole('button', { name: 'Export' }).click();
  dialog = page.getByRole('dialog', { name: 'Export markups' });
  const geojson = JSON.parse(
    readFileSync(await download(page, dialog, 'GeoJSON (GIS)', work), 'utf8'),
  ) as { features: { geometry: { type: string }; properties: { title: string } }[] };
  expect(geojson.features.map((f) => f.properties.title).sort()).toEqual(
    Object.values(titles).sort(),
  );
  expect(geojson.features.map((f) => f.geometry.type).sort()).toEqual([
    'LineString',
    'Point',
    'Polygon',
  ]);
  await panel.getByRole('button', { name: 'Export' }).click();
  dialog = page.getByRole('dialog', { name: 'Export markups' });
  const pdf = await download(page, dialog, 'PDF report', work);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  for (const title of Object.values(titles)) expect(text).toContain(title);
  // One page per markup after the cover, and the photo on the culvert's page.
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1],
  );
  expect(pages).toBe(4);
  const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' });
  expect(images.trim().split('\n').length).toBeGreaterThan(2 + 3);
});

test('a share link open to comments: the viewer reads a markup and comments under their name', async ({
  browser,
}) => {
  const markup = await markupOf(`Cracked bearing ${unique()}`);
  const share = await api<{ link: string }>(token, 'POST', '/mapshares/', {
    map: mapId,
    expiry: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    markups: 'comment',
  });
  expect(share.status).toBe(201);
  const viewer = await viewerContext(browser);
  const shared = await viewer.context.newPage();
  await shared.goto(`${new URL(share.json.link).pathname}#${VIEW}`);
  await shared.getByRole('button', { name: 'Markups', exact: true }).click();
  const panel = shared.getByTestId('markups-panel');
  await panel.getByRole('button', { name: 'All', exact: true }).click();
  await panel
    .getByRole('list', { name: 'Markups' })
    .getByRole('button', { name: markup.title })
    .click();
  const detail = shared.getByTestId('markup-detail');
  await expect(detail.getByRole('heading', { level: 3, name: markup.title })).toBeVisible();
  // Read-only for the viewer: no editing, no deleting, no new markups.
  await expect(detail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await detail.getByRole('tab', { name: /^Comments/ }).click();
  const comment = detail.getByRole('form', { name: 'New comment' });
  await comment.getByRole('textbox', { name: 'Your name' }).fill('Sam Site');
  await comment.getByRole('textbox', { name: 'Comment' }).fill('Seen from the footbridge too.');
  await comment.getByRole('button', { name: 'Add comment' }).click();
  const thread = detail.getByRole('list', { name: 'Comments' });
  await expect(thread.getByText('Seen from the footbridge too.')).toBeVisible();
  await expect(thread.getByText('Sam Site (via the share link)', { exact: false })).toBeVisible();
  await lookAt(shared, { path: path.join(SHOTS, 'en-share-comment.png') });
  await closeViewer(viewer);

  const comments = await api<{ body: string; share_name: string | null; author: unknown }[]>(
    token,
    'GET',
    `/maps/${mapId}/markups/${markup.id}/comments/`,
  );
  expect(comments.json).toEqual([
    expect.objectContaining({
      body: 'Seen from the footbridge too.',
      share_name: 'Sam Site',
      author: null,
    }),
  ]);
  // Its author is told, with the link (older mails to the admin may be there before it).
  await expect
    .poll(async () => (await waitForMail(ADMIN.email)).text)
    .toContain(`/maps/${mapId}/?markup=${markup.id}`);
  expect((await waitForMail(ADMIN.email)).text).toContain('Seen from the footbridge too.');
});

test("'Report an issue here' in a feature's popup: a markup linked to the feature, listed in its popup", async ({
  page,
}) => {
  const title = `Fence down ${unique()}`;
  const mapPath = await corridorMapPath();
  await signInWithToken(page, ADMIN);
  // Inside the corridor's districts: a click anywhere is on a feature.
  await openMapAt(page, mapPath, '10/42.4/-72.6');
  // A click before the districts' tiles are drawn finds no feature and opens no popup.
  await settledCanvas(page);
  await page.locator(MAP_CANVAS).click();
  let popup = page.getByRole('dialog');
  await popup
    .getByRole('region', { name: 'Markups' })
    .getByRole('button', { name: 'Report an issue here' })
    .click();
  const form = page.getByTestId('markups-panel').getByRole('form', { name: 'New markup' });
  await expect(form.getByText(/^About feature .+ of .+/)).toBeVisible();
  await expect(form.getByText('Drawn on the map.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('button', { name: 'Create markup' }).click();
  const detail = page.getByTestId('markup-detail');
  await expect(detail.getByRole('heading', { level: 3, name: title })).toBeVisible();

  const mapOfPath = Number(mapPath.split('/')[2]);
  const made = await api<{
    results: { id: number; feature: { layer: number; fid: string } | null }[];
  }>(token, 'GET', `/maps/${mapOfPath}/markups/?search=${encodeURIComponent(title)}`);
  const markup = made.json.results[0];
  // The corridor map is shared with other tests, which look at its pixels: the markup goes.
  try {
    expect(markup?.feature?.fid).toBeTruthy();
    // The feature's popup lists it; beside the new markup's point (a click on the point opens
    // the markup, not the feature's popup).
    await page.getByRole('button', { name: 'Close markups' }).click();
    const box = await page.locator(MAP_CANVAS).boundingBox();
    await page.mouse.click(box!.x + box!.width / 2 + 30, box!.y + box!.height / 2 + 30);
    popup = page.getByRole('dialog');
    await expect(
      popup.getByRole('region', { name: 'Markups' }).getByRole('button', { name: title }),
    ).toBeVisible();
    await lookAt(page, { path: path.join(SHOTS, 'en-popup.png') });
  } finally {
    await api(token, 'DELETE', `/maps/${mapOfPath}/markups/${markup?.id ?? 0}/`);
  }
});

for (const screen of [
  { name: 'fr', language: 'fr', title: 'Annotations', phone: false },
  { name: 'ga', language: 'ga', title: 'Marcálacha', phone: false },
  { name: 'phone', language: 'en', title: 'Markups', phone: true },
] as const) {
  // In French and Irish it is a picture to look at (npm run screenshots); the web unit tests
  // check the translations, and npm test runs the behaviour, on a phone.
  const tag = screen.phone ? '' : ' @screens';
  test(`the markup a mail links to, in ${screen.name}${tag}`, async ({ page }) => {
    if (screen.phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), screen.language);
    const markup = await markupOf(`Silted culvert ${unique()}`);
    await signInWithToken(page, ADMIN);
    await page.goto(`/maps/${mapId}/?markup=${markup.id}`);
    const panel = page.getByTestId('markups-panel');
    await expect(panel.getByRole('heading', { level: 3, name: markup.title })).toBeVisible();
    await expect(page.getByRole('button', { name: screen.title, exact: true })).toBeVisible();
    // Links in a description are links, and nothing else in it is markup.
    await expect(panel.getByRole('link', { name: 'https://example.org/culverts' })).toBeVisible();
    await lookAt(page, { path: path.join(SHOTS, `${screen.name}-detail.png`) });
  });
}
