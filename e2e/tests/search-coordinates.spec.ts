import { ADMIN } from '../support/constants.js';
import { lookAt, signInWithToken } from '../support/helpers.js';
import { corridorMapPath, openMapAt, viewOf } from '../support/mapview.js';
import { expect, test } from '../support/test.js';

/** The Spire, Dublin: its Irish Transverse Mercator coordinate, as a drawing would give it. */
const ITM = 'E 715830 N 734697';
const SPIRE = { lat: 53.3498, lng: -6.2602 };

test('a pasted ITM coordinate offers its reading, flies there and drops a marker', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  const path = await corridorMapPath();
  await openMapAt(page, path, '4/45/-40');
  const box = page.getByRole('combobox', { name: 'Search the map' });
  await box.fill(ITM);
  const option = page.getByRole('option', { name: /^ITM: 53\.3497\d+, -6\.2602\d+/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Coordinate');
  await lookAt(page, { path: '/tmp/search/itm-options.png' });
  await option.click();
  const marker = page.getByTestId('search-marker');
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('aria-label', /^ITM: 53\.3497/);
  // The map flies to the point (the view lands in the URL's hash once it has settled); the
  // flight from zoom 4 to 17 is drawn on the CPU of a loaded runner: give it a user's patience.
  await expect
    .poll(
      () => {
        const view = viewOf(page.url());
        return view
          ? Math.abs(view.lat - SPIRE.lat) < 0.01 && Math.abs(view.lng - SPIRE.lng) < 0.01
          : false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByText(/^ITM: 53\.3497/).last()).toBeVisible();
  await lookAt(page, { path: '/tmp/search/itm-marker.png' });
});
