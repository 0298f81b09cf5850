import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The rules of WCAG 2.0 and 2.1, levels A and AA: what public bodies among our users must meet. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical WCAG A/AA violations axe-core finds on the page as it is, one line
 * each: rule, impact, what it asks, and the elements. Nothing is excluded: the map's canvas is
 * WebGL pixels, which axe does not read, and text over it is measured where it can be (where
 * it cannot, axe reports "incomplete", not a violation).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // An element by its id alone (MUI's generated ones) says little: its HTML and axe's
      // reason say which it is and what is wrong.
      const targets = v.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 120)} [${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}]`,
        );
      return `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s): ${targets.join(', ')}`;
    });
}

/** Fails the test (softly: later screens are still taken and checked) on any of them. */
export async function checkScreen(target: Page | Locator, name: string): Promise<void> {
  const page = 'page' in target ? target.page() : target;
  const found = await seriousViolations(page);
  expect.soft(found, `axe-core, WCAG 2 A/AA, serious or critical, on ${name}`).toEqual([]);
}

/** Whether the running test is one of `npm run screenshots` (tagged @screens). */
export function takingScreens(): boolean {
  try {
    return test.info().tags.includes('@screens');
  } catch {
    return false;
  }
}
