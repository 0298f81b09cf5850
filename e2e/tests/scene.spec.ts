import path from 'node:path';
import { ROOT, VIEWER } from '../support/constants.js';
import { lookAt, signInWithToken } from '../support/helpers.js';
import { changedShare, settledCanvas } from '../support/mapPixels.js';
import { demoMapPath, openMapAt, startWithLayersOff } from '../support/mapview.js';
import { expect, test } from '../support/test.js';

// Over the stadium and the slope down to the river, tilted towards the north-east.
const OVER_THE_SITE = '16.3/44.0565/-123.0685';

/** The pitch and bearing MapLibre keeps in the hash (#zoom/lat/lng/bearing/pitch). */
function cameraOf(url: string): { bearing: number; pitch: number } {
  const parts = new URL(url).hash.replace('#', '').split('/').map(Number);
  return { bearing: parts[3] ?? 0, pitch: parts[4] ?? 0 };
}

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, VIEWER);
});

test('the 3D toggle tilts the map onto the DTM, exaggerated as chosen, kept in the URL; without the DTM the next one, with none a flat tilt', async ({
  page,
}) => {
  // Three tilted scenes drawn in software (two cores, two browsers): minutes on a busy machine.
  test.setTimeout(300_000);
  const mapPath = await demoMapPath();
  // Only the DTMs this test is about: MapLibre draws every layer on the terrain into each terrain
  // tile again for every frame, which in software took 2 s of CPU a frame with the demo's six
  // layers on, and the scene 37 s to settle (6 s with these three off).
  await startWithLayersOff(page, mapPath, ['Orthophoto', 'Contours', 'Site outlines (CAD)']);
  await openMapAt(page, mapPath, OVER_THE_SITE);
  await expect(page.getByRole('checkbox', { name: 'Show Orthophoto' })).not.toBeChecked();
  const terrainTiles: number[] = [];
  page.on('response', (answer) => {
    if (/\/api\/tiles\/layers\/\d+\/terrain\//.test(answer.url())) {
      terrainTiles.push(answer.status());
    }
  });
  const toggle = page.getByRole('button', { name: '3D view' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const bar = page.getByRole('region', { name: '3D view' });
  await expect(bar).toContainText('Terrain: DTM');
  await expect.poll(() => new URL(page.url()).searchParams.get('3d')).toBe('1.5');
  await expect.poll(() => cameraOf(page.url()).pitch).toBeGreaterThan(50);
  await expect.poll(() => terrainTiles.length).toBeGreaterThan(0);
  expect(new Set(terrainTiles)).toEqual(new Set([200]));

  // Exaggeration 1, then 5 (from the slider, by keyboard): the land stands up differently. End
  // rather than steps: each step redraws the tilted scene in software (the steps are the
  // SceneBar unit test's).
  const slider = bar.getByRole('slider', { name: 'Vertical exaggeration' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('1');
  await expect.poll(() => new URL(page.url()).searchParams.get('3d')).toBe('1');
  const once = await settledCanvas(page);
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('5');
  const fivefold = await settledCanvas(page);
  expect(changedShare(once, fivefold)).toBeGreaterThan(0.05);

  // A reload opens the same scene: exaggeration, pitch and bearing.
  const camera = cameraOf(page.url());
  await page.reload();
  // The toggle comes after the first frame, which a tilted scene on a busy two-core machine
  // can take a while to draw.
  await expect(page.getByRole('button', { name: '3D view' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('slider', { name: 'Vertical exaggeration' })).toHaveValue('5');
  expect(Math.abs(cameraOf(page.url()).pitch - camera.pitch)).toBeLessThan(1);

  // The map names the site's DTM, below the BMX track's two small surveys; without it the top
  // DTM on; with none the 3D view tilts flat. (In the same test as the scene above: each 3D
  // scene drawn in software costs a busy two-core machine tens of seconds.)
  const scene = page.getByRole('region', { name: '3D view' });
  await expect(scene).toContainText('Terrain: DTM');
  await page.getByRole('checkbox', { name: 'Show DTM' }).uncheck();
  await expect(scene).toContainText('Terrain: BMX track 2023');
  for (const name of ['BMX track 2023', 'BMX track 2010']) {
    await page.getByRole('checkbox', { name: `Show ${name}` }).uncheck();
  }
  await expect(scene).toContainText('No DTM is on: the map is tilted without terrain.');
  await expect.poll(() => cameraOf(page.url()).pitch).toBeGreaterThan(50);
  await expect(scene.getByRole('slider')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show DTM' }).check();
  await expect(scene).toContainText('Terrain: DTM');

  // Off: the map lies flat again, north up, and the URL forgets the scene.
  await page.getByRole('button', { name: '3D view' }).click();
  await expect(page.getByRole('region', { name: '3D view' })).toBeHidden();
  await expect.poll(() => cameraOf(page.url()).pitch).toBe(0);
  expect(new URL(page.url()).searchParams.has('3d')).toBe(false);
});

test('screenshots of the 3D view @screens', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 720 });
  const demo = await demoMapPath();
  await openMapAt(page, `${demo}?3d=2`, '16.4/44.0558/-123.0672/35/62');
  const bar = page.getByRole('region', { name: '3D view' });
  await expect(bar).toContainText('Terrain: DTM');
  await settledCanvas(page);
  // The README's picture of the 3D view.
  await lookAt(page, { path: path.join(ROOT, 'docs/screenshot-3d-view.png') });
});
