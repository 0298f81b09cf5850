import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { TEMPLATE_HELPERS } from '../../../lib/popupTemplate/helpers.js';
import { BLOCK_NAMES } from '../../popup/blocks/registry.js';
import { PopupCodeButton } from './PopupCodeButton.js';
import { BLOCK_EXAMPLES, HELPER_EXAMPLES } from './docsExamples.js';
import { docsMessages } from './docsMessages.js';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

async function openDocs() {
  renderWithProviders(<PopupCodeButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Popup code' }));
  return screen.findByRole('dialog', { name: 'Popup code' });
}

describe("the 'Popup code' documentation", () => {
  it('is a read-only dialog 900px wide', async () => {
    const dialog = await openDocs();
    expect(dialog).toHaveStyle({ width: '900px' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('documents the syntax with examples', async () => {
    const dialog = await openDocs();
    expect(within(dialog).getByText(/v-if, v-else-if and v-else/)).toBeVisible();
    expect(within(dialog).getByText(/v-for="\(file, index\) in files"/)).toBeVisible();
    expect(within(dialog).getByText(/<template #title>/, { selector: 'code' })).toBeVisible();
  });

  it('documents every building block, each with an example', async () => {
    const dialog = await openDocs();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Building blocks' }));
    const documented = BLOCK_EXAMPLES.map((b) => b.name);
    // Every registered block but the tab itself (documented with popup-tabs).
    expect(new Set([...documented, 'popup-tab'])).toEqual(new Set(BLOCK_NAMES));
    for (const name of documented) {
      const section = within(dialog).getByRole('region', { name });
      expect(within(section).getByText(`<${name}>`)).toBeVisible();
      expect(section.querySelector('pre code')?.textContent).toContain(`<${name}`);
    }
  });

  it('documents the feature fields, the helpers and what is refused', async () => {
    const dialog = await openDocs();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Feature fields' }));
    for (const field of [
      'wgs84_lat, wgs84_lon',
      'exturl1, exturl1_n, exturl2, exturl2_n …',
      'vtabs',
      'mapsutd_file',
    ]) {
      expect(within(dialog).getByRole('cell', { name: field })).toBeVisible();
    }
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Helpers' }));
    expect(HELPER_EXAMPLES.map((h) => h.name).sort()).toEqual(Object.keys(TEMPLATE_HELPERS).sort());
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Refused' }));
    expect(within(dialog).getByText(/javascript:, data:, file:/)).toBeVisible();
    expect(within(dialog).getByText(/constructor, __proto__ and prototype/)).toBeVisible();
  });

  it('is in the reader’s language', async () => {
    await i18n.changeLanguage('ga');
    renderWithProviders(<PopupCodeButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Cód na preabfhuinneoige' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cód na preabfhuinneoige' });
    expect(within(dialog).getByRole('tab', { name: 'Bloic' })).toBeVisible();
  });

  it.each(['fr', 'ga'] as const)('has every text in %s, translated', (language) => {
    const english = flatten(docsMessages.en);
    const translated = flatten(docsMessages[language]);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(english).filter((key) => translated[key] === english[key])).toEqual([]);
  });
});
