import type { Dialog, Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from '../support/test.js';
import { ADMIN, BASE_URL, DATABASE_NAME, type Account } from '../support/constants.js';
import { withDatabase } from '../support/database.js';
import { closeViewer, viewerContext } from '../support/shareViewer.js';
import { lookAt, MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { corridorMapPath, moveMapTo, openMapAt, viewOf } from '../support/mapview.js';

// Two browsers (the sharer's and the outside viewer's) and several waits for tiles per test.
test.describe.configure({ timeout: 120_000 });

/** Written under /tmp, not into the repository (docs/ images belong to screenshots.spec.ts). */
const SHOTS = '/tmp/mapshare';

/** Western Massachusetts, inside the senate districts of the demo map: [w, s, e, n]. */
const BOUNDS = [-73.3, 42.1, -71.9, 42.7] as const;
/** Views of the demo data (MapLibre's hash: zoom/lat/lng). */
const MASSACHUSETTS = '8/42.3/-71.8';
const INSIDE = '10/42.4/-72.6';
/** Boston: districts drawn for a signed-in user, outside the share's bounds. */
const OUTSIDE = '10/42.35/-71.1';

/** A token of the account for the test's own API calls (outside the browser, no CSRF). */
async function apiToken(account: Account): Promise<string> {
  const answer = await fetch(`${BASE_URL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { key: string }).key;
}

async function api<T>(token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      Authorization: `Token ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, json: (text ? JSON.parse(text) : null) as T };
}

interface CreatedShare {
  id: number;
  link: string;
  token_prefix: string;
}

/** A share made through the API (as the admin), valid for a day. */
async function shareThroughApi(
  mapId: number,
  note: string,
  bounds: readonly number[] | null = null,
): Promise<CreatedShare> {
  const token = await apiToken(ADMIN);
  const expiry = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  const answer = await api<CreatedShare>(token, 'POST', '/mapshares/', {
    map: mapId,
    expiry,
    bounds,
    note,
  });
  expect(answer.status).toBe(201);
  return answer.json;
}

/** Sets a share's expiry in the past, as time would: the server refuses it from then on. */
async function expireShare(shareId: number): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must be set for the browser tests');
  const client = new pg.Client({ connectionString: withDatabase(url, DATABASE_NAME) });
  await client.connect();
  try {
    await client.query("UPDATE map_shares SET expiry = now() - interval '1 hour' WHERE id = $1", [
      shareId,
    ]);
  } finally {
    await client.end();
  }
}

/** The corridor map's controls offer Map Share while `run` runs (set through the API). */
async function withMapShareControl(mapId: number, run: () => Promise<void>): Promise<void> {
  const token = await apiToken(ADMIN);
  const before = await api<{ controls: string[] }>(token, 'GET', `/maps/${mapId}/`);
  const patched = await api(token, 'PATCH', `/maps/${mapId}/`, {
    controls: [...new Set([...before.json.controls, 'map_share'])],
  });
  expect(patched.status).toBe(200);
  try {
    await run();
  } finally {
    await api(token, 'PATCH', `/maps/${mapId}/`, { controls: before.json.controls });
  }
}

/** Collects the browser alerts of a page, accepting them. */
function alertsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/**
 * A screenshot of a whole detail screen: the page scrolls inside its frame, so the window is
 * made as tall as the screen's content for the picture, its bounding-box map drawn.
 */
async function shootDetail(page: Page, path: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width, height: 1500 });
  const box = page.locator(MAP_CANVAS);
  if (await box.count()) await expect(box.first()).toBeVisible();
  // The bounding-box map settles on the share's box.
  await settle(page);
  await settle(page);
  await lookAt(page, { path });
  await page.setViewportSize(size);
}

/** Lets a dialog's opening animation and a small map's first frames end before a picture. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(800);
}

const pathOf = (link: string) => new URL(link).pathname;
const mapIdOf = (mapPath: string) => Number(mapPath.split('/')[2]);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('a bounded share made with the Map Share control opens, without login, inside its bounds only', async ({
  page,
  browser,
}) => {
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  await withMapShareControl(mapIdOf(mapPath), async () => {
    await openMapAt(page, mapPath, MASSACHUSETTS);
    await page.getByRole('button', { name: 'Map Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Survey corridor' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '1 day' }).click();
    await dialog.getByRole('radio', { name: 'Draw a box' }).click();
    const edges = dialog.getByRole('group', { name: 'Shared area in degrees' });
    const names = ['West', 'South', 'East', 'North'] as const;
    for (const [index, name] of names.entries()) {
      await edges.getByRole('textbox', { name }).fill(String(BOUNDS[index]));
    }
    await edges.getByRole('textbox', { name: 'North' }).press('Enter');
    const note = `E2E council ${unique()}`;
    await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
    // The box drawn over the map's extent in the bounding-box widget.
    await expect(dialog.locator('canvas.maplibregl-canvas')).toBeVisible();
    await settle(page);
    await lookAt(page, { path: `${SHOTS}-en-dialog.png` });
    await dialog.getByRole('button', { name: 'Create link' }).click();

    const linkField = dialog.getByRole('textbox', { name: 'Link', exact: true });
    await expect(linkField).toHaveValue(/^http:\/\/localhost:\d+\/maps\/\d+\/share\/[\w-]{43}\/$/);
    const link = await linkField.inputValue();
    await expect(dialog.getByText(/It is shown only this once/)).toBeVisible();
    await settle(page);
    await lookAt(page, { path: `${SHOTS}-en-link.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();

    const viewer = await viewerContext(browser);
    const shared = await viewer.context.newPage();
    const tileHeaders: string[] = [];
    shared.on('request', (request) => {
      if (request.url().includes('/api/tiles/')) {
        tileHeaders.push(request.headers()['mapshare'] ?? 'none');
      }
    });
    await shared.goto(pathOf(link));
    await expect(shared.getByRole('heading', { level: 1, name: 'Survey corridor' })).toBeVisible();
    await expect(shared.getByText('Map Info')).toBeVisible();
    await expect(
      shared.getByText(/^Link Valid Until: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    ).toBeVisible();
    await expect(shared.getByText('Shared By: Admin')).toBeVisible();
    await expect(shared.getByText('Map bounds are restricted')).toBeVisible();
    await expect(shared.getByRole('checkbox', { name: 'Show Survey Corridor' })).toBeVisible();
    await expect(shared.getByRole('button', { name: 'Account' })).toHaveCount(0);
    await expect(shared.getByRole('button', { name: 'Map Share' })).toHaveCount(0);
    await expect(shared.getByRole('combobox', { name: 'Search the map' })).toBeVisible();

    // The map opens on the share's bounds, and draws the data inside them.
    await expect.poll(() => viewOf(shared.url())?.zoom ?? 0).toBeGreaterThan(6);
    const opened = viewOf(shared.url())!;
    expect(opened.lng).toBeGreaterThan(BOUNDS[0]);
    expect(opened.lng).toBeLessThan(BOUNDS[2]);
    expect(opened.lat).toBeGreaterThan(BOUNDS[1]);
    expect(opened.lat).toBeLessThan(BOUNDS[3]);
    await expectCanvas(shared, isData, (s) => s > 0.5, 'the districts inside the bounds');
    await lookAt(shared, { path: `${SHOTS}-en-viewer.png` });
    // Outside them the server sends nothing, though a signed-in user sees districts there.
    await openMapAt(page, mapPath, OUTSIDE);
    await expectCanvas(page, isData, (s) => s > 0.5, 'districts around Boston, signed in');
    await moveMapTo(shared, OUTSIDE);
    await expectCanvas(shared, isData, (s) => s < 0.02, 'no data outside the share');
    await moveMapTo(shared, INSIDE);
    await expectCanvas(shared, isData, (s) => s > 0.5, 'the data inside again');
    // Popups and files work for the viewer: a district's popup, the layer's files.
    await shared.locator(MAP_CANVAS).click();
    await expect(shared.getByRole('dialog')).toBeVisible();
    await shared.keyboard.press('Escape');
    await expect(shared.getByRole('dialog')).toHaveCount(0);
    await shared.getByRole('button', { name: 'Files of Survey Corridor' }).click();
    const files = shared.getByRole('region', { name: 'Files of Survey Corridor' });
    await expect(files.getByText('senate.shp')).toBeVisible();
    expect(tileHeaders.length).toBeGreaterThan(0);
    expect(tileHeaders.every((header) => /^Token [\w-]{43}$/.test(header))).toBe(true);
    await closeViewer(viewer);

    // The settings list it, with its note and bounds.
    await page.goto('/mapshares/');
    const row = page.getByRole('grid', { name: 'Map shares' }).getByRole('row').filter({
      hasText: note,
    });
    await expect(row.getByText('Active')).toBeVisible();
  });
});

test("an expired link shows 'Token expired' and lands on Login with next", async ({
  page,
  browser,
}) => {
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const share = await shareThroughApi(mapIdOf(mapPath), `E2E expired ${unique()}`);
  await expireShare(share.id);

  const viewer = await viewerContext(browser);
  const shared = await viewer.context.newPage();
  const alerts = alertsOf(shared);
  await shared.goto(pathOf(share.link));
  await expect(shared).toHaveURL(/\/auth\/login\/\?next=/);
  expect(new URL(shared.url()).searchParams.get('next')).toBe(pathOf(share.link));
  expect(alerts).toEqual(['Token expired']);
  await expect(shared.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await closeViewer(viewer);

  // The settings show it as expired.
  await page.goto(`/mapshare/${share.id}/`);
  await expect(page.getByText(/This share expired on/)).toBeVisible();
});

test('a share revoked in the settings is refused to the viewer that has it open', async ({
  page,
  browser,
}) => {
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const note = `E2E revoke ${unique()}`;
  const share = await shareThroughApi(mapIdOf(mapPath), note, BOUNDS);

  const viewer = await viewerContext(browser);
  const shared = await viewer.context.newPage();
  const alerts = alertsOf(shared);
  await shared.goto(`${pathOf(share.link)}#${INSIDE}`);
  await expect(shared.getByText('Map Info')).toBeVisible();
  await expectCanvas(shared, isData, (s) => s > 0.5, 'the shared districts');

  // Its use is counted: the settings show requests and a client.
  await page.goto('/mapshares/');
  await page.getByRole('searchbox', { name: 'Search map shares' }).fill(note);
  const row = page.getByRole('grid', { name: 'Map shares' }).getByRole('row').filter({
    hasText: note,
  });
  await expect(row.getByText('Active')).toBeVisible();
  // The search has narrowed the list to this share (and the header row).
  await expect(page.getByRole('grid', { name: 'Map shares' }).getByRole('row')).toHaveCount(2);
  await lookAt(page, { path: `${SHOTS}-en-list.png` });
  await row.getByText(note).click();
  await expect(page).toHaveURL(new RegExp(`/mapshare/${share.id}/$`));
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Link ${share.token_prefix}`) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Use' }).getByText('Never')).toHaveCount(0, {
    timeout: 15_000,
  });
  await shootDetail(page, `${SHOTS}-en-detail.png`);
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: /^Revoke the share of Survey corridor/ })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(/This share was revoked on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // The open viewer's next request (the tiles of a new view) is refused: 'Token expired'.
  await moveMapTo(shared, '12/42.3/-72.5');
  await expect(shared).toHaveURL(/\/auth\/login\/\?next=/, { timeout: 15_000 });
  expect(alerts).toEqual(['Token expired']);
  expect(new URL(shared.url()).searchParams.get('next')).toBe(pathOf(share.link));
  await closeViewer(viewer);
});

/** The texts the screenshots wait for, in each language. */
const TEXTS = {
  fr: {
    control: 'Partage de carte',
    dialog: 'Partager Survey corridor',
    mapInfo: 'Informations sur la carte',
    list: 'Partages de cartes',
    edit: 'Modifier',
  },
  ga: {
    control: 'Comhroinn Léarscáil',
    dialog: 'Comhroinn Survey corridor',
    mapInfo: 'Eolas faoin léarscáil',
    list: 'Comhroinntí léarscáileanna',
    edit: 'Cuir in eagar',
  },
} as const;

for (const language of ['fr', 'ga'] as const) {
  test(`screenshots of sharing in ${language} @screens`, async ({ page, browser }) => {
    const text = TEXTS[language];
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await signInWithToken(page, ADMIN);
    const mapPath = await corridorMapPath();
    const share = await shareThroughApi(mapIdOf(mapPath), `E2E ${language} ${unique()}`, BOUNDS);
    await withMapShareControl(mapIdOf(mapPath), async () => {
      await page.goto('about:blank');
      await page.goto(`${mapPath}#${MASSACHUSETTS}`);
      await page.getByRole('button', { name: text.control }).click();
      await expect(page.getByRole('dialog', { name: text.dialog })).toBeVisible();
      await settle(page);
      await lookAt(page, { path: `${SHOTS}-${language}-dialog.png` });
    });

    const viewer = await viewerContext(browser, language);
    const shared = await viewer.context.newPage();
    await shared.goto(pathOf(share.link));
    await expect(shared.getByText(text.mapInfo)).toBeVisible();
    await expectCanvas(shared, isData, (s) => s > 0.5, 'the shared districts');
    await lookAt(shared, { path: `${SHOTS}-${language}-viewer.png` });
    await closeViewer(viewer);

    await page.goto('/mapshares/');
    await expect(page.getByRole('grid', { name: text.list })).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-${language}-list.png` });
    await page.goto(`/mapshare/${share.id}/`);
    await expect(page.getByRole('button', { name: text.edit })).toBeVisible();
    await shootDetail(page, `${SHOTS}-${language}-detail.png`);
  });
}

test('sharing on a phone', async ({ browser }) => {
  const admin = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await admin.newPage();
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const share = await shareThroughApi(mapIdOf(mapPath), `E2E phone ${unique()}`, BOUNDS);
  await withMapShareControl(mapIdOf(mapPath), async () => {
    await page.goto('about:blank');
    await page.goto(`${mapPath}#${MASSACHUSETTS}`);
    await page.getByRole('button', { name: 'Map Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Survey corridor' });
    await dialog.getByRole('radio', { name: 'Draw a box' }).click();
    await expect(dialog.locator('canvas.maplibregl-canvas')).toBeVisible();
    await settle(page);
    await lookAt(page, { path: `${SHOTS}-phone-dialog.png` });
  });
  await page.goto('/mapshares/');
  await expect(page.getByRole('grid', { name: 'Map shares' })).toBeVisible();
  await lookAt(page, { path: `${SHOTS}-phone-list.png` });
  await page.goto(`/mapshare/${share.id}/`);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await shootDetail(page, `${SHOTS}-phone-detail.png`);
  await admin.close();

  const viewer = await viewerContext(browser, 'en', true);
  const shared = await viewer.context.newPage();
  await shared.goto(pathOf(share.link));
  await expect(shared.getByRole('heading', { level: 1, name: 'Survey corridor' })).toBeVisible();
  await expectCanvas(shared, isData, (s) => s > 0.1, 'the shared districts on a phone');
  await lookAt(shared, { path: `${SHOTS}-phone-viewer.png` });
  // The sidebar, with the Map Info card, is a drawer on phones.
  await shared.getByRole('button', { name: 'Open menu' }).click();
  await expect(shared.getByText('Map Info')).toBeVisible();
  await lookAt(shared, { path: `${SHOTS}-phone-viewer-sidebar.png` });
  await closeViewer(viewer);
});
