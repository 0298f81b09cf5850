import { expect, test as base } from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Playwright's test with one addition for every browser test: the page's Content-Security-
 * Policy violations are recorded from its first script on, and a test whose pages had any
 * fails. So every screen is checked against the policy, not only the one test about it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.exposeBinding('reportCspViolation', (_source, text: string) => {
        seen.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const text = `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`;
          (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(text);
        });
      });
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
