import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { checkScreen } from '../support/axe.js';
import { ADMIN, DEMO_MAP, EMPTY_ORGANISATION, NOMAP, PORT, ROOT } from '../support/constants.js';
import { MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { corridorMapPath, demoMapPath, openMapAt } from '../support/mapview.js';

const DIR = path.join(ROOT, 'e2e/screenshots');
// The desktop screens at the size they were always taken at (the behaviour tests use a
// smaller window); phone screens set their own.
test.use({ viewport: { width: 1280, height: 720 } });
mkdirSync(DIR, { recursive: true });

/** A text each screen must show in each language, so that the pictures are of the right thing. */
const TEXTS = {
  en: {
    login: 'Login',
    settings: 'Settings',
    noMap: 'No map found',
    maps: 'Maps',
    layers: 'Layers',
    search: 'Search',
  },
  fr: {
    login: 'Se connecter',
    settings: 'Paramètres',
    noMap: 'Aucune carte trouvée',
    maps: 'Cartes',
    layers: 'Couches',
    search: 'Rechercher',
  },
  ga: {
    login: 'Logáil isteach',
    settings: 'Socruithe',
    noMap: 'Níor aimsíodh aon léarscáil',
    maps: 'Léarscáileanna',
    layers: 'Sraitheanna',
    search: 'Cuardaigh',
  },
} as const;

/** The README's picture: the demo survey as a new user first sees it. */
const README_SHOT = path.join(ROOT, 'docs/screenshot-demo-map.png');
mkdirSync(path.dirname(README_SHOT), { recursive: true });

async function shoot(page: Page, name: string) {
  // A drawer or dialog still fading in has text of a paler colour than it ends with: axe
  // measures the screen as it settles (a spinner's endless animation never ends, and is left).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Every screen taken is checked by axe-core: no serious or critical WCAG 2 A/AA violation.
  await checkScreen(page, name);
  // Finished transitions: the picture shows the page as it settles.
  await page.screenshot({ path: path.join(DIR, `${name}.png`), animations: 'disabled' });
}

/**
 * Every layout answer with `dark` on: the app in its dark theme (the organisation's dark
 * colour set, else MUI's), without changing the organisation other tests see.
 */
async function inTheDark(page: Page) {
  await page.route(/\/api\/layout\/(\d+\/?)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const layout = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...layout, dark: true } });
  });
}

for (const language of ['en', 'fr', 'ga'] as const) {
  test.describe(`screens in ${language} @screens`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    });

    test('login', async ({ page }) => {
      await page.goto('/auth/login/');
      await expect(
        page.getByRole('button', { name: TEXTS[language].login, exact: true }),
      ).toBeVisible();
      await shoot(page, `${language}-login`);
    });

    test('home without a map', async ({ page }) => {
      // On the domain of their organisation, where the app sends them.
      const origin = `http://${EMPTY_ORGANISATION.domain}:${PORT}`;
      await signInWithToken(page, NOMAP, origin);
      await page.goto(`${origin}/`);
      await expect(page.getByText(TEXTS[language].noMap)).toBeVisible();
      await shoot(page, `${language}-home`);
    });

    test('map view and settings sidebar', async ({ page }) => {
      await signInWithToken(page, ADMIN);
      // The demo survey at its default view, as Home opens it.
      await openMapAt(page, await demoMapPath(), null, TEXTS[language].layers);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
      await expect(page.getByPlaceholder(TEXTS[language].search)).toBeVisible();
      await expectCanvas(page, isData, (s) => s > 0.2, 'the survey is drawn', 0.8);
      await shoot(page, `${language}-mapview`);
      if (language === 'en') {
        await page.screenshot({ path: README_SHOT, animations: 'disabled' });
      }
      await page.goto('/maps/');
      await expect(
        page.getByRole('banner').getByText(TEXTS[language].settings, { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: TEXTS[language].maps, exact: true }),
      ).toBeVisible();
      await shoot(page, `${language}-settings`);
    });
  });
}

test('map view with search results, a popup and a files panel @screens', async ({ page }) => {
  await signInWithToken(page, ADMIN);
  // Place search out of the box: the embedded gazetteer answers, credited.
  await openMapAt(page, await demoMapPath(), null);
  await page.getByRole('combobox', { name: 'Search the map' }).fill('Eugene');
  await expect(page.getByRole('option', { name: /Eugene/ }).first()).toBeVisible();
  await shoot(page, 'en-mapview-search');

  // The corridor's districts carry attributes and reports.
  await openMapAt(page, await corridorMapPath(), '10/42.38/-71.79');
  await expectCanvas(page, isData, (s) => s > 0.5, 'the districts are drawn');
  await page.locator(MAP_CANVAS).click();
  const popup = page.getByRole('dialog', { name: 'Survey Corridor' });
  await expect(popup.getByRole('cell', { name: 'First Worcester' })).toBeVisible();
  await shoot(page, 'en-mapview-popup');
  await popup.getByRole('tab', { name: 'Attachments' }).click();
  await expect(popup.getByText('pdf-definition.pdf')).toBeVisible();
  await shoot(page, 'en-mapview-popup-attachments');
  await popup.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Files of Survey Corridor' }).click();
  await expect(
    page.getByRole('region', { name: 'Files of Survey Corridor' }).getByText('senate.shp'),
  ).toBeVisible();
  await shoot(page, 'en-mapview-files');
});

test('phone screens and drawer @screens', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await shoot(page, 'xs-login');
  await signInWithToken(page, ADMIN);
  const mapPath = await demoMapPath();
  await openMapAt(page, mapPath, null, page.getByRole('heading', { level: 1, name: DEMO_MAP }));
  await expectCanvas(page, isData, (s) => s > 0.3, 'the survey is drawn');
  await shoot(page, 'xs-mapview');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('list', { name: 'Layers' })).toBeVisible();
  await shoot(page, 'xs-mapview-drawer');
  await page.goto('/maps/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maps' })).toBeVisible();
  await shoot(page, 'xs-settings');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Settings navigation' })).toBeVisible();
  await shoot(page, 'xs-drawer');
});

/** The settings screens, list and detail, and the dialogs they open, as the admin sees them. */
test('every settings screen and dialog @screens', async ({ page }) => {
  test.setTimeout(180_000);
  const authorization = `Token ${await signInWithToken(page, ADMIN)}`;
  const firstId = async (url: string) => {
    const answer = await page.request.get(url, { headers: { authorization } });
    expect(answer.status(), url).toBe(200);
    const body = (await answer.json()) as { results?: { id: number }[] } | { id: number }[];
    const rows = Array.isArray(body) ? body : (body.results ?? []);
    return rows[0]?.id;
  };
  const settle = async (name: string) => {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, `en-${name}`);
  };
  const screens: [string, string | undefined][] = [
    ['maps', '/maps/'],
    ['layers', '/layers/'],
    ['users', '/users/'],
    ['organisations', '/organisations/'],
    ['mapshares', '/mapshares/'],
  ];
  const map = await firstId('/api/maps/');
  const layer = await firstId('/api/layers/');
  const organisation = await firstId('/api/organisations/');
  const user = organisation ? await firstId(`/api/users/?organisation=${organisation}`) : undefined;
  const share = organisation
    ? await firstId(`/api/organisations/${organisation}/mapshares/`)
    : undefined;
  const at = (id: number | undefined, path: (id: number) => string) =>
    id === undefined ? undefined : path(id);
  screens.push(
    ['map-detail', at(map, (id) => `/maps/${id}/detail/`)],
    ['layer-detail', at(layer, (id) => `/layers/${id}/`)],
    ['user-detail', at(user, (id) => `/user/${id}/`)],
    ['organisation-detail', at(organisation, (id) => `/organisations/${id}/`)],
    ['mapshare-detail', at(share, (id) => `/mapshare/${id}/`)],
  );
  for (const [name, path] of screens) {
    if (!path) continue;
    await page.goto(path);
    await settle(name);
  }
  await page.goto('/permission-denied/');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'en-permission-denied');
  await page.goto('/no/such/page/');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'en-not-found');
  if (map) {
    await openMapAt(page, `/maps/${map}/`, null);
    await page.getByRole('banner').getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'en-upload-dialog');
  }
});

/** The main screens again in the dark theme, on a desktop and on a phone. */
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['xs', { width: 360, height: 640 }],
] as const) {
  test(`dark theme screens on ${device} @screens`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await inTheDark(page);
    await page.goto('/auth/login/');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await shoot(page, `dark-${device}-login`);
    const authorization = `Token ${await signInWithToken(page, ADMIN)}`;
    const heading = page.getByRole('heading', { level: 1, name: DEMO_MAP });
    await openMapAt(page, await demoMapPath(), null, device === 'xs' ? heading : 'Layers');
    await expectCanvas(page, isData, (s) => s > 0.2, 'the layers are drawn', 0.8);
    await shoot(page, `dark-${device}-mapview`);
    const organisations = await page.request.get('/api/organisations/', {
      headers: { authorization },
    });
    const body = (await organisations.json()) as { results?: { id: number }[] } | { id: number }[];
    const organisation = (Array.isArray(body) ? body : (body.results ?? []))[0]?.id;
    const lists = ['maps', 'layers', 'users', 'organisations'];
    const screens = [
      ...lists.map((name) => [name, `/${name}/`]),
      ...(organisation ? [['organisation-detail', `/organisations/${organisation}/`]] : []),
    ];
    for (const [name, at] of screens) {
      await page.goto(at!);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // A list is checked with its rows, not its loading skeleton.
      if (lists.includes(name!)) {
        await expect(page.locator('.MuiDataGrid-row[data-id]').first()).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      await shoot(page, `dark-${device}-${name}`);
    }
  });
}
