import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { ADMIN, VIEWER } from '../support/constants.js';
import { lookAt, signInWithToken } from '../support/helpers.js';
import { corridorMapPath, openMapAt } from '../support/mapview.js';
import { api, apiToken, createMap, removeMap } from '../support/uploads.js';

// Drawing a print off-screen at 150 dpi on SwiftShader, and the downloads, take a while.
test.describe.configure({ timeout: 180_000 });

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/controls-b';
/** Massachusetts: the demo map's senate districts (Survey Corridor). */
const MASSACHUSETTS = '8/42.3/-71.8';
/** A control's code, its panel's and the files answer load on first use: slow on a busy runner. */
const FIRST_LOAD = { timeout: 30_000 };

interface MapSettings {
  controls: string[];
  files_list: boolean | null;
  title: string;
}

/** The demo map's id, from the path Home sends to. */
const mapIdOf = (mapPath: string) => Number(/\/maps\/(\d+)\//.exec(mapPath)![1]);

/** Sets the map's controls and files list for one test; answers how to put them back. */
async function withSettings(
  token: string,
  mapId: number,
  settings: Pick<MapSettings, 'controls' | 'files_list'>,
): Promise<{ title: string; restore(): Promise<void> }> {
  const before = await api<MapSettings>(token, 'GET', `/maps/${mapId}/`);
  expect(before.status).toBe(200);
  const changed = await api(token, 'PATCH', `/maps/${mapId}/`, settings);
  expect(changed.status).toBe(200);
  return {
    title: before.json.title,
    restore: async () => {
      const { controls, files_list } = before.json;
      await api(token, 'PATCH', `/maps/${mapId}/`, { controls, files_list });
    },
  };
}

function tool(name: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The JPEG of the map embedded in the PDF (jsPDF stores it as is, DCTDecode). */
function embeddedJpeg(pdf: Buffer): Buffer {
  const marker = pdf.indexOf('/DCTDecode');
  expect(marker, 'the PDF carries a JPEG image').toBeGreaterThan(0);
  const start = pdf.indexOf('stream', marker) + 'stream'.length;
  const from = pdf[start] === 0x0d ? start + 2 : start + 1;
  const end = pdf.indexOf('endstream', from);
  return pdf.subarray(from, end);
}

/** Width and height of a JPEG, from its start-of-frame segment. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc2) {
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no frame in the JPEG');
}

/** The print's size in device pixels, give or take the pixel MapLibre rounds its canvas by. */
function expectPixels(
  size: { width: number; height: number },
  expected: { width: number; height: number },
) {
  expect(Math.abs(size.width - expected.width), `width ${size.width}`).toBeLessThanOrEqual(1);
  expect(Math.abs(size.height - expected.height), `height ${size.height}`).toBeLessThanOrEqual(1);
}

/**
 * The share of an image's pixels that differ from its most common colour (the background),
 * decoded by the browser.
 */
async function nonBackgroundShare(page: Page, image: Buffer, type: string): Promise<number> {
  return page.evaluate(
    async ({ data, mime }) => {
      const element = new Image();
      element.src = `data:${mime};base64,${data}`;
      await element.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 200;
      canvas.height = Math.max(1, Math.round((200 * element.height) / element.width));
      const context = canvas.getContext('2d')!;
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const counts = new Map<number, number>();
      const key = (i: number) =>
        ((pixels[i]! >> 3) << 10) | ((pixels[i + 1]! >> 3) << 5) | (pixels[i + 2]! >> 3);
      for (let i = 0; i < pixels.length; i += 4) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
      const background = Math.max(...counts.values());
      return 1 - background / (pixels.length / 4);
    },
    { data: image.toString('base64'), mime: type },
  );
}

test('Map to PDF prints the map with its title, legend and a drawn map', async ({ page }) => {
  const token = await apiToken();
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const settings = await withSettings(token, mapIdOf(mapPath), {
    controls: ['map_pdf', 'map_files'],
    files_list: false,
  });
  try {
    await openMapAt(page, mapPath, MASSACHUSETTS);
    const corridor = page.getByRole('checkbox', { name: 'Show Survey Corridor' });
    if (!(await corridor.isChecked())) await corridor.check();
    await page.getByRole('button', { name: 'Map to PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Map to PDF' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(settings.title);
    const title = `Site meeting ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'A4' }).click();
    await dialog.getByRole('button', { name: 'Landscape' }).click();
    await dialog.getByRole('button', { name: '150 dpi' }).click();
    await lookAt(page, { path: path.join(SHOTS, 'pdf-dialog.png') });

    const download = page.waitForEvent('download', { timeout: 150_000 });
    await dialog.getByRole('button', { name: 'Make PDF' }).click();
    await expect(dialog.getByText('Drawing the map for printing…')).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title}.pdf`);
    const saved = path.join(SHOTS, 'map.pdf');
    await file.saveAs(saved);
    await expect(dialog).toBeHidden();

    const pdf = readFileSync(saved);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The map image at 150 dpi for the 277 × 146 mm map area of A4 landscape.
    const jpeg = embeddedJpeg(pdf);
    expectPixels(jpegSize(jpeg), { width: 1636, height: 862 });
    const shot = path.join(SHOTS, 'pdf-map-image.jpg');
    execFileSync('sh', ['-c', `cat > '${shot}'`], { input: jpeg });
    expect(await nonBackgroundShare(page, jpeg, 'image/jpeg')).toBeGreaterThan(0.05);

    // With poppler-utils: the page's text and its picture, as a reader would see them.
    if (tool('pdftotext') && tool('pdftoppm')) {
      const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
      expect(text).toContain(title);
      expect(text).toContain('Legend');
      expect(text).toContain('Survey Corridor');
      expect(text).toMatch(/Scale 1:[\d,]+/);
      execFileSync('pdftoppm', [
        '-r',
        '30',
        '-png',
        '-singlefile',
        saved,
        path.join(SHOTS, 'pdf-page'),
      ]);
      const page1 = readFileSync(path.join(SHOTS, 'pdf-page.png'));
      expect(await nonBackgroundShare(page, page1, 'image/png')).toBeGreaterThan(0.05);
    } else {
      test.info().annotations.push({
        type: 'warning',
        description: 'poppler-utils (pdftotext, pdftoppm) missing: the PDF text was not read',
      });
    }
  } finally {
    await settings.restore();
  }
});

test('an A3 portrait print at 300 dpi carries the map at that resolution', async ({ page }) => {
  const token = await apiToken();
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const settings = await withSettings(token, mapIdOf(mapPath), {
    controls: ['map_pdf'],
    files_list: null,
  });
  try {
    await openMapAt(page, mapPath, MASSACHUSETTS);
    await page.getByRole('button', { name: 'Map to PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Map to PDF' });
    await dialog.getByRole('button', { name: 'A3' }).click();
    await dialog.getByRole('button', { name: 'Portrait' }).click();
    await dialog.getByRole('button', { name: '300 dpi' }).click();
    const download = page.waitForEvent('download', { timeout: 150_000 });
    await dialog.getByRole('button', { name: 'Make PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${settings.title}.pdf`);
    const saved = path.join(SHOTS, 'map-a3-300.pdf');
    await file.saveAs(saved);
    const jpeg = embeddedJpeg(readFileSync(saved));
    // A3 portrait: a 277 × 356 mm map area, at 300 dpi.
    expectPixels(jpegSize(jpeg), { width: 3272, height: 4205 });
    expect(await nonBackgroundShare(page, jpeg, 'image/jpeg')).toBeGreaterThan(0.05);
  } finally {
    await settings.restore();
  }
});

test('View/Download Map Files lists the files in view, filters them and downloads a zip', async ({
  page,
}) => {
  const token = await apiToken();
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const settings = await withSettings(token, mapIdOf(mapPath), {
    controls: ['map_files'],
    files_list: false,
  });
  try {
    await openMapAt(page, mapPath, MASSACHUSETTS);
    // 'Enabled but hidden': the panel waits for the button.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The list's answer is held back until 'Getting files' has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => /\/api\/maps\/\d+\/files\/$/.test(url.pathname) && !url.searchParams.has('download'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'View/Download Map Files' }).click();
    const panel = page.getByRole('dialog', { name: 'Map files in this view' });
    await expect(panel.getByRole('status').getByText('Getting files')).toBeVisible(FIRST_LOAD);
    release();
    const grid = panel.getByRole('grid');
    await expect(grid.getByRole('gridcell', { name: 'senate.shp' })).toBeVisible(FIRST_LOAD);
    await panel.getByRole('searchbox', { name: 'Search by name' }).fill('senate.d');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByRole('gridcell', { name: 'senate.dbf' })).toBeVisible();
    await panel.getByRole('searchbox', { name: 'Search by name' }).fill('senate');
    await expect(panel.getByText(/^\d+ of \d+ files$/)).toBeVisible();
    await grid.getByRole('checkbox', { name: /select all/i }).check();
    await lookAt(page, { path: path.join(SHOTS, 'files-panel.png') });

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: /^Download \d+ as zip$/ }).click();
    const zip = await download;
    const saved = path.join(SHOTS, 'files.zip');
    await zip.saveAs(saved);
    expect(statSync(saved).size).toBeGreaterThan(0);
    const listing = execFileSync('unzip', ['-l', saved], { encoding: 'utf8' });
    expect(listing).toContain('senate.shp');
    expect(listing).toContain('senate.dbf');
    expect(listing).not.toContain('RGB.byte.tif');

    const data = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download map data' }).click();
    const gpkg = await data;
    expect(gpkg.suggestedFilename()).toMatch(/\.gpkg$/);
    const gpkgPath = path.join(SHOTS, 'map-data.gpkg');
    await gpkg.saveAs(gpkgPath);
    expect(readFileSync(gpkgPath).subarray(0, 15).toString()).toBe('SQLite format 3');
  } finally {
    await settings.restore();
  }
});

test("a layer's file list visibility hides its files from a viewer's panel", async ({ page }) => {
  const token = await apiToken();
  const mapPath = await (async () => {
    await signInWithToken(page, VIEWER);
    return corridorMapPath();
  })();
  const mapId = mapIdOf(mapPath);
  const map = await api<{ layers: { id: number; name: string }[] }>(
    token,
    'GET',
    `/maps/${mapId}/`,
  );
  const corridor = map.json.layers.find((l) => l.name === 'Survey Corridor')!;
  const before = await api<{ file_list_visibility: string }>(
    token,
    'GET',
    `/layers/${corridor.id}/`,
  );
  expect(before.status).toBe(200);
  const settings = await withSettings(token, mapId, { controls: ['map_files'], files_list: false });
  const hide = await api(token, 'PATCH', `/layers/${corridor.id}/`, {
    file_list_visibility: 'NONE',
  });
  expect(hide.status).toBe(200);
  try {
    await openMapAt(page, mapPath, MASSACHUSETTS);
    await page.getByRole('button', { name: 'View/Download Map Files' }).click();
    const panel = page.getByRole('dialog', { name: 'Map files in this view' });
    await expect(panel.getByText(/^\d+ of \d+ files$/)).toBeVisible(FIRST_LOAD);
    await expect(panel.getByRole('gridcell', { name: 'senate.shp' })).toHaveCount(0);
    await lookAt(page, { path: path.join(SHOTS, 'files-viewer-none.png') });

    await api(token, 'PATCH', `/layers/${corridor.id}/`, { file_list_visibility: 'GEOSPATIAL' });
    await page.reload();
    await page.getByRole('button', { name: 'View/Download Map Files' }).click();
    await expect(panel.getByRole('gridcell', { name: 'senate.shp' })).toBeVisible(FIRST_LOAD);
  } finally {
    await api(token, 'PATCH', `/layers/${corridor.id}/`, {
      file_list_visibility: before.json.file_list_visibility,
    });
    await settings.restore();
  }
});

test("the map's files list decides: 'Enabled and visible' opens the panel with the map", async ({
  page,
}) => {
  const token = await apiToken();
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const settings = await withSettings(token, mapIdOf(mapPath), {
    controls: ['map_files'],
    files_list: true,
  });
  try {
    await openMapAt(page, mapPath, MASSACHUSETTS);
    await expect(page.getByRole('dialog', { name: 'Map files in this view' })).toBeVisible(
      FIRST_LOAD,
    );
  } finally {
    await settings.restore();
  }
});

test('the controls show only when the map lists them (and files only with a files list)', async ({
  page,
}) => {
  const token = await apiToken();
  const bare = await createMap(token, `Bare ${Date.now().toString(36)}`);
  try {
    await signInWithToken(page, ADMIN);
    await page.goto(`/maps/${bare}/`);
    await expect(page.getByText('Please add some layers:')).toBeVisible();
    // The map's own control corner (a minimap, which has one too, may be drawn meanwhile).
    await expect(
      page.locator('.maplibregl-ctrl-top-right:not([data-testid="minimap"] *)'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Map to PDF' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View/Download Map Files' })).toHaveCount(0);

    // Listed, but the files list 'Disabled': Map to PDF only.
    expect(
      (
        await api(token, 'PATCH', `/maps/${bare}/`, {
          controls: ['map_pdf', 'map_files'],
          files_list: null,
        })
      ).status,
    ).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Map to PDF' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'View/Download Map Files' })).toHaveCount(0);

    expect((await api(token, 'PATCH', `/maps/${bare}/`, { files_list: false })).status).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: 'View/Download Map Files' })).toBeVisible(
      FIRST_LOAD,
    );
  } finally {
    await removeMap(token, bare);
  }
});

test('Show Tour walks through what the user sees, to its end', async ({ page }) => {
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  await openMapAt(page, mapPath, MASSACHUSETTS);
  expect(await page.evaluate(() => localStorage.getItem('tourStatus'))).toBeNull();
  // The search box loads after the first map frame; a tour started before it has no Search step.
  await expect(page.getByRole('combobox', { name: 'Search the map' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Tour' }).click();
  const popover = page.locator('.driver-popover');
  const titles: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    await expect(popover).toBeVisible();
    titles.push((await popover.locator('.driver-popover-title').textContent()) ?? '');
    if (step === 0) {
      expect(await page.evaluate(() => localStorage.getItem('tourStatus'))).toBe('running');
      await expect(popover).toHaveCSS('opacity', '1');
      await lookAt(page, { path: path.join(SHOTS, 'tour-first.png') });
    }
    const done = popover.getByRole('button', { name: 'Done' });
    if (await done.isVisible()) {
      await expect(popover).toHaveCSS('opacity', '1');
      await lookAt(page, { path: path.join(SHOTS, 'tour-last.png') });
      await done.click();
      break;
    }
    await popover.getByRole('button', { name: 'Next' }).click();
  }
  expect(titles).toEqual([
    'Search',
    'Layers',
    'A layer',
    'Map tools',
    'Upload',
    'Settings',
    'Your account',
  ]);
  await expect(popover).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('tourStatus'))).toBe('done');
});

test('the tour works on a phone, from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  await openMapAt(page, mapPath, MASSACHUSETTS, page.getByRole('button', { name: 'Open menu' }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Show Tour' }).click();
  const popover = page.locator('.driver-popover');
  await expect(popover.locator('.driver-popover-title')).toHaveText('Menu');
  await expect(popover).toHaveCSS('opacity', '1');
  await lookAt(page, { path: path.join(SHOTS, 'tour-phone.png') });
  const box = await popover.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await popover.getByRole('button', { name: 'Next' }).click();
  await expect(popover.locator('.driver-popover-title')).toHaveText('Map tools');
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('tourStatus'))).toBe('done');
});
