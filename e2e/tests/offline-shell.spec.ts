import type { Page } from '@playwright/test';
import { ADMIN } from '../support/constants.js';
import { lookAt, openUserMenu, signInWithToken } from '../support/helpers.js';
import { demoMapPath, openMapAt } from '../support/mapview.js';
import { expect, test } from '../support/test.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/offline-shell';

/** In the demo survey's area (Autzen, Eugene). */
const HERE = { latitude: 44.0566, longitude: -123.0688, accuracy: 25 };

/** Resolves once the service worker is active and controls the page (it claims it at once). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** What the offline maps keep (features/offline): a database, pack files and a cache. */
async function storeOfflineData(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('waymark-offline', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('packs');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error ?? new Error('open'));
    });
    const root = await navigator.storage.getDirectory();
    const packs = await root.getDirectoryHandle('waymark-packs', { create: true });
    await packs.getFileHandle('layer-1.pmtiles', { create: true });
    await (await caches.open('waymark-runtime-test')).put('/kept', new Response('kept'));
  });
}

/** What is left of it: the databases, whether the packs directory exists, the caches. */
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

test('the app opens offline from its service worker, shows the position, and signing out clears what it stored', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await signInWithToken(page, ADMIN);
  const mapPath = await demoMapPath();
  await openMapAt(page, mapPath, '15/44.0566/-123.0688');

  // The device's position, among the map's controls (added after the first frame).
  await page.getByRole('button', { name: 'Show my position' }).click();
  await expect(page.locator('.maplibregl-user-location-dot')).toBeVisible();
  await expect(page.locator('.maplibregl-user-location-accuracy-circle')).toBeAttached();
  await lookAt(page, { path: `${SHOTS}/position.png` });

  // The shell is precached and the worker controls the page; then the network goes.
  await controlledByServiceWorker(page);
  // The run-time configuration, loaded before the worker was there, is asked again through it.
  await expect
    .poll(() => page.evaluate(() => caches.match('/config.js').then((answer) => !!answer)))
    .toBe(true);
  await storeOfflineData(page);
  await context.setOffline(true);
  await page.reload();

  const banner = page.getByRole('banner');
  await expect(banner.getByText('You are offline')).toBeVisible();
  // Still signed in (the last profile stands in for the server's answer), as the user menu says.
  await expect(banner.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(mapPath));
  await lookAt(page, { path: `${SHOTS}/offline.png` });

  // A settings screen says it needs the network instead of failing.
  await page.goto('/layers/');
  await expect(page.getByText('Not available offline')).toBeVisible();
  await expect(banner.getByText('You are offline')).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/settings-offline.png` });

  // Signing out (still offline) removes the offline maps, the caches but the shell's, the profile.
  expect(await offlineData(page)).toMatchObject({ packs: true, profile: true });
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect
    .poll(() => offlineData(page))
    .toEqual({
      databases: [],
      packs: false,
      caches: ['workbox-precache'],
      profile: false,
    });
});
