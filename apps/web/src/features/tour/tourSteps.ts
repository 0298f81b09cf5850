/** The guided tour's stops: each an element of the page it points at, if this user sees it. */

export const TOUR_STEP_IDS = [
  'menu',
  'search',
  'layers',
  'layerRow',
  'mapControls',
  'upload',
  'settings',
  'userMenu',
] as const;
export type TourStepId = (typeof TOUR_STEP_IDS)[number];

/** The labels the page's elements carry, in the interface language (they find them). */
export interface TourLabels {
  openMenu: string;
  search: string;
  layers: string;
  upload: string;
  settings: string;
  account: string;
}

const attr = (name: string, value: string) => `[${name}="${CSS.escape(value)}"]`;

/** Where each stop's element is found in the page. */
export function stepFinders(
  labels: TourLabels,
): Record<TourStepId, (root: ParentNode) => Element | null> {
  return {
    menu: (root) => root.querySelector(`header button${attr('aria-label', labels.openMenu)}`),
    search: (root) =>
      root.querySelector(`[data-testid="map-sidebar"] input${attr('aria-label', labels.search)}`),
    layers: (root) =>
      root.querySelector(`[data-testid="map-sidebar"] ${attr('aria-label', labels.layers)}`),
    layerRow: (root) => root.querySelector('[data-testid="map-sidebar"] [data-testid^="layer-"]'),
    mapControls: (root) => root.querySelector('.maplibregl-ctrl-top-right'),
    upload: (root) =>
      [...root.querySelectorAll('header button')].find(
        (button) => button.textContent?.trim() === labels.upload,
      ) ?? null,
    settings: (root) => root.querySelector(`header ${attr('aria-label', labels.settings)}`),
    userMenu: (root) => root.querySelector(`header ${attr('aria-label', labels.account)}`),
  };
}

/** Whether an element is on screen: laid out with a size and not hidden by its styles. */
export function isShown(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

export interface TourStop {
  id: TourStepId;
  element: Element;
}

/**
 * The stops of this user's tour, in order: those whose element is on screen (a user who may
 * not upload has no Upload button; on a phone the sidebar waits behind the menu button).
 */
export function selectTourSteps(
  labels: TourLabels,
  root: ParentNode = document,
  shown: (element: Element) => boolean = isShown,
): TourStop[] {
  const finders = stepFinders(labels);
  const stops: TourStop[] = [];
  for (const id of TOUR_STEP_IDS) {
    const element = finders[id](root);
    if (element && shown(element)) stops.push({ id, element });
  }
  return stops;
}
