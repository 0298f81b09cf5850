import { expect, test } from '../support/test.js';
import { VIEWER } from '../support/constants.js';
import { MAP_VIEW_URL, signIn } from '../support/helpers.js';
import { openMapAt } from '../support/mapview.js';

// Every browser test fails on a Content-Security-Policy violation (support/test.ts); these
// check the policy itself, and that a map draws in full under it.

test('the app signs in and draws a map under a strict Content-Security-Policy', async ({
  page,
}) => {
  const first = await page.goto('/auth/login/');
  const headers = first?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'self'");
  // WebAssembly may compile ('wasm-unsafe-eval'); JavaScript may not be evaluated.
  expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  await signIn(page, VIEWER);
  // Login lands on the Demo map; going to '/' before it has would find no token yet.
  await expect(page).toHaveURL(MAP_VIEW_URL);
  const path = new URL(page.url()).pathname;
  await openMapAt(page, path, null);
  // Every part of the map has loaded: MapLibre's workers (blob:), tiles, the background.
  await page.waitForFunction(
    () => performance.getEntriesByName('waymark:map-layers-drawn').length > 0,
  );
});

test('an inline script injected into the page is refused', async ({ page, cspViolations }) => {
  await page.goto('/auth/login/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBe(
    undefined,
  );
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src/);
  // Expected here; the fixture fails any test left with violations.
  cspViolations.length = 0;
});

test('the API documentation page works under the same policy', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Waymark API/ })).toBeVisible();
});
