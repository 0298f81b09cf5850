import type { Browser, BrowserContext } from '@playwright/test';
import { BASE_URL } from './constants.js';
import { expect } from './test.js';

/**
 * A browser with no login at all, as an outside viewer's; its pages' Content-Security-Policy
 * violations are collected like the test's own page's.
 */
export async function viewerContext(browser: Browser, language = 'en', phone = false) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    ...(phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.violatedDirective} ${event.blockedURI}`;
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(text);
    });
  }, language);
  return { context, violations };
}

export async function closeViewer(viewer: { context: BrowserContext; violations: string[] }) {
  await viewer.context.close();
  expect(viewer.violations, 'Content-Security-Policy violations').toEqual([]);
}
