import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { mockApi } from '../../test/mockApi.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { openPopup, popupStore } from '../../map/popupStore.js';
import { PopupDialog } from './PopupDialog.js';
import { BRIDGE, BRIDGE_FILES, BRIDGE_LAYER } from './test/popupFixtures.js';

vi.mock('./viewers/index.js', async () => (await import('./test/viewerStubs.js')).viewersModule());

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(popup: string, files = BRIDGE_FILES) {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const api = mockApi({ 'GET /api/layers/2/files/': { body: files } });
  renderWithProviders(<PopupDialog feature={BRIDGE} layer={{ ...BRIDGE_LAYER, popup }} />);
  return { alert, api };
}

describe('a popup built from a template', () => {
  it('fills the title, header and footer sections, and is sized by popup-size', async () => {
    open(`<popup-size width="640px" height="50vh"></popup-size>
<template #title>{{ upper(properties.label) }}</template>
<template #header><p>Inspected {{ formatDate(properties.photo_date) }}</p></template>
<p>{{ properties.SENATOR }}</p>
<template #footer>Survey by Rail Surveys Ltd</template>`);
    const popup = await screen.findByRole('dialog', { name: 'BRIDGE OB12' });
    expect(within(popup).getByText('Inspected 05/03/2024')).toBeVisible();
    expect(within(popup).getByText('Harriette L. Chandler (D)')).toBeVisible();
    expect(within(popup).getByText('Survey by Rail Surveys Ltd')).toBeVisible();
    expect(within(popup).queryByText('Powered by Waymark')).toBeNull();
    // Computed, in pixels as a browser gives them: 50vh of jsdom's window.
    expect(popup).toHaveStyle({ width: '640px', height: `${window.innerHeight / 2}px` });
  });

  it("keeps the default title, the layer's name under it, and 'Powered by Waymark'", async () => {
    open('<attribute-table></attribute-table>');
    const popup = await screen.findByRole('dialog', { name: /Bridge OB12/ });
    expect(within(popup).getByText('Bridges')).toBeVisible();
    expect(within(popup).getByText('Powered by Waymark')).toBeVisible();
    expect(popup).toHaveStyle({ width: '700px' });
  });

  it('shows what is wrong, and where, beside what did render', async () => {
    const { alert } = open(`<p>Height: {{ properties.height }} m</p>
<script>alert(1)</script>
<p>{{ properties.label.toUpperCase() }}</p>
<a :href="properties.exturl2.replace('http', 'javascript')">x</a>
<unknown-widget></unknown-widget>
<p @click="alert(2)">Click</p>`);
    const popup = await screen.findByRole('dialog', { name: /Bridge OB12/ });
    expect(within(popup).getByText('Height: 4.5 m')).toBeVisible();
    const problems = within(popup).getByTestId('popup-problems');
    expect(problems).toHaveTextContent("Problems in this popup's template (5)");
    const items = within(problems)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Line 2, column 1: <script> is not allowed in a popup\.$/),
      expect.stringMatching(/^Line 3, column 4: Only the named helpers can be called/),
      expect.stringMatching(/^Line 4, column 1: Only the named helpers can be called/),
      'Line 5, column 1: <unknown-widget> is not a building block of the popups.',
      expect.stringMatching(/^Line 6, column 4: “@click” is not supported/),
    ]);
    expect(popup.querySelector('script')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('says its problems in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    open('<p>ok</p>\n<iframe src="https://evil.example"></iframe>');
    const problems = await screen.findByTestId('popup-problems');
    expect(problems).toHaveTextContent('Problèmes dans le modèle de cette fenêtre (1)');
    expect(problems).toHaveTextContent(
      'Ligne 2, colonne 1 : <iframe> n’est pas autorisé dans une fenêtre.',
    );
  });

  it('is never blank: a template that cannot be read at all still says why', async () => {
    open('<div><p>unclosed');
    const popup = await screen.findByRole('dialog', { name: /Bridge OB12/ });
    expect(within(popup).getByTestId('popup-problems')).toHaveTextContent('Line 1');
    expect(within(popup).getByText('Powered by Waymark')).toBeVisible();
  });

  it('stops a runaway template without hanging the map', async () => {
    open('<span v-for="a in 1000"><i v-for="b in 1000">{{ a * b }}</i></span>');
    const problems = await screen.findByTestId('popup-problems');
    expect(problems).toHaveTextContent(/repeats more than 5000 times|takes too long to show/);
  });
});

describe('the popup state (mapPopup)', () => {
  it('holds the open flag, the feature, and its DTM files once known', async () => {
    openPopup(BRIDGE);
    const feature = popupStore.get().feature!;
    mockApi({ 'GET /api/layers/2/files/': { body: BRIDGE_FILES } });
    renderWithProviders(<PopupDialog feature={feature} layer={BRIDGE_LAYER} />);
    await waitFor(() =>
      expect(popupStore.get().dtm.map((f) => f.name)).toEqual(['OB12_DTM_2023.tif']),
    );
    expect(popupStore.get()).toMatchObject({ dialog: true, feature: BRIDGE });
  });
});

describe('on a phone', () => {
  it('takes the whole screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    open('<popup-size width="85vw" height="85vh"></popup-size><p>x</p>');
    const popup = await screen.findByRole('dialog', { name: /Bridge OB12/ });
    expect(popup.className).toMatch(/MuiDialog-paperFullScreen/);
  });
});
