import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO_MAP, NOMAP, ROOT } from '../support/constants.js';
import { signInWithToken } from '../support/helpers.js';

const DIR = path.join(ROOT, 'e2e/screenshots');
mkdirSync(DIR, { recursive: true });

/** A text each screen must show in each language, so that the pictures are of the right thing. */
const TEXTS = {
  en: { login: 'Login', settings: 'Settings', noMap: 'No map found', maps: 'Maps' },
  fr: {
    login: 'Se connecter',
    settings: 'Paramètres',
    noMap: 'Aucune carte trouvée',
    maps: 'Cartes',
  },
  ga: {
    login: 'Logáil isteach',
    settings: 'Socruithe',
    noMap: 'Níor aimsíodh aon léarscáil',
    maps: 'Léarscáileanna',
  },
} as const;

async function shoot(page: Page, name: string) {
  // Finished transitions: the picture shows the page as it settles.
  await page.screenshot({ path: path.join(DIR, `${name}.png`), animations: 'disabled' });
}

for (const language of ['en', 'fr', 'ga'] as const) {
  test.describe(`screens in ${language}`, () => {
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
      await signInWithToken(page, NOMAP);
      await page.goto('/');
      await expect(page.getByText(TEXTS[language].noMap)).toBeVisible();
      await shoot(page, `${language}-home`);
    });

    test('map view and settings sidebar', async ({ page }) => {
      await signInWithToken(page, ADMIN);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
      await shoot(page, `${language}-mapview`);
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

test('phone screens and drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await shoot(page, 'xs-login');
  await signInWithToken(page, ADMIN);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
  await shoot(page, 'xs-mapview');
  await page.goto('/maps/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maps' })).toBeVisible();
  await shoot(page, 'xs-settings');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Settings navigation' })).toBeVisible();
  await shoot(page, 'xs-drawer');
});
