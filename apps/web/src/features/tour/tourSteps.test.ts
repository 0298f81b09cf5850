import { afterEach, describe, expect, it } from 'vitest';
import { selectTourSteps, type TourLabels } from './tourSteps.js';

const LABELS: TourLabels = {
  openMenu: 'Open menu',
  search: 'Search',
  layers: 'Layers',
  upload: 'Upload',
  settings: 'Map settings',
  account: 'Account',
};

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const TOP_BAR = `<header>
  <button aria-label="Open menu" class="hidden">m</button>
  <button> Upload </button>
  <button aria-label="Map settings">cog</button>
  <button aria-label="Account">me</button>
</header>`;
const SIDEBAR = `<div data-testid="map-sidebar">
  <input aria-label="Search">
  <ul aria-label="Layers"><li data-testid="layer-7">Bridges</li></ul>
</div>`;
const MAP = '<div class="maplibregl-ctrl-top-right"><button>+</button></div>';

/** jsdom lays nothing out: what is 'on screen' is what lacks the class 'hidden'. */
const shown = (element: Element) => !element.classList.contains('hidden');

describe('the tour steps', () => {
  it('visit, in order, every part this user sees', () => {
    const root = page(TOP_BAR + SIDEBAR + MAP);
    expect(selectTourSteps(LABELS, root, shown).map((s) => s.id)).toEqual([
      'search',
      'layers',
      'layerRow',
      'mapControls',
      'upload',
      'settings',
      'userMenu',
    ]);
  });

  it('skip what is absent: no Upload or settings for a viewer, no layers on an empty map', () => {
    const root = page(
      `<header><button aria-label="Account">me</button></header>
       <div data-testid="map-sidebar"><input aria-label="Search"></div>` + MAP,
    );
    expect(selectTourSteps(LABELS, root, shown).map((s) => s.id)).toEqual([
      'search',
      'mapControls',
      'userMenu',
    ]);
  });

  it('start from the menu button on a phone, where the sidebar is a closed drawer', () => {
    const root = page(
      TOP_BAR.replace(' class="hidden"', '').replace('<button> Upload </button>', '') + MAP,
    );
    const steps = selectTourSteps(LABELS, root, shown);
    expect(steps.map((s) => s.id)).toEqual(['menu', 'mapControls', 'settings', 'userMenu']);
    expect(steps[0]!.element.textContent).toBe('m');
  });

  it('find labels in the interface language, quotes and all', () => {
    const root = page('<header><button aria-label="Compte &quot;moi&quot;">x</button></header>');
    const steps = selectTourSteps({ ...LABELS, account: 'Compte "moi"' }, root, shown);
    expect(steps.map((s) => s.id)).toEqual(['userMenu']);
  });
});
