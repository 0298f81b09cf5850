import { expect, test } from '../support/test.js';
import { ADMIN, DEMO_ORGANISATION } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { corridorMapPath, openMapAt } from '../support/mapview.js';
import { organisationIdNamed } from '../support/uploads.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/settings-usage';

test('an organisation admin sees the maps viewed, users, tiles and storage in Settings', async ({
  page,
}) => {
  const token = await signInWithToken(page, ADMIN);
  const organisationId = await organisationIdNamed(token, DEMO_ORGANISATION);

  // Opening the map counts a view (after its first frame) and the tiles it draws.
  const counted = page.waitForResponse(
    (r) => /\/api\/maps\/\d+\/views\/$/.test(r.url()) && r.request().method() === 'POST',
  );
  const tile = page.waitForResponse((r) => r.url().includes('/api/tiles/layers/'));
  await openMapAt(page, await corridorMapPath(), '7/42.1/-71.7');
  await expect(page.locator(MAP_CANVAS)).toBeVisible();
  expect((await counted).status()).toBe(204);
  expect([200, 204, 304]).toContain((await tile).status());

  await page.goto(`/organisations/${organisationId}/`);
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Usage', exact: true }),
  });
  await expect(section).toBeVisible();
  // A figure's value, under its label.
  const figure = (label: string) =>
    section.getByText(label, { exact: true }).first().locator('xpath=following-sibling::*[1]');
  await expect(figure('Maps viewed')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figure('Active users')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figure('Tiles served')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figure('Storage used')).toHaveText(/^\d+ (b|KB|MB|GB)$/);
  const chart = section.getByRole('img', { name: /^Maps viewed per day, / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, { path: `${SHOTS}/usage-page.png`, fullPage: true });
  await lookAt(section, { path: `${SHOTS}/usage-section.png` });

  // Another figure and a shorter period.
  await section.getByRole('button', { name: 'Tiles served' }).click();
  await section.getByRole('button', { name: '7 days' }).click();
  await expect(section.getByRole('img', { name: /^Tiles served per day, / })).toBeVisible();
  await lookAt(section, { path: `${SHOTS}/usage-tiles-7-days.png` });

  // The same screen in French and Irish, to be looked at.
  for (const [language, title] of [
    ['fr', 'Utilisation'],
    ['ga', 'Úsáid'],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    const translated = page.locator('section', {
      has: page.getByRole('heading', { name: title, exact: true }),
    });
    await expect(translated.getByRole('img')).toBeVisible();
    await lookAt(translated, { path: `${SHOTS}/usage-${language}.png` });
  }
});
