import type {
  MarkupCategory,
  MarkupComment,
  MarkupEvent,
  MarkupGeometry,
  MarkupPage,
  MarkupRead,
} from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { vi } from 'vitest';
import { markupAbilities, markupCategoryAbilities } from '../../test/abilities.js';

/** A markup as the server answers it: an open defect at a point, every ability granted. */
/** A closed triangle: what a drawn or measured area of three corners becomes. */
export const TRIANGLE: MarkupGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};

export function markup(overrides: Partial<MarkupRead> = {}): MarkupRead {
  return {
    id: 11,
    map: 4,
    geometry: { type: 'Point', coordinates: [-71.8, 42.3] },
    title: 'Blocked culvert',
    description: 'Silt up to the crown. See https://example.com/culverts/7.',
    category: { id: 1, name: 'Defect', icon: 'defect' },
    status: 'open',
    status_changed_by: { id: 1, name: 'Ada Byrne' },
    status_changed_at: '2026-03-01T10:00:00.000Z',
    assignee: null,
    due_date: null,
    feature: null,
    survey_date: null,
    author: { id: 1, name: 'Ada Byrne' },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    version: 1,
    comment_count: 0,
    attachment_count: 0,
    abilities: markupAbilities(),
    ...overrides,
  };
}

/** A page of markups with its status counts. */
export function markupPage(
  results: MarkupRead[],
  counts: Partial<MarkupPage['status_counts']> = {},
): MarkupPage {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    status_counts: { open: 0, in_progress: 0, resolved: 0, closed: 0, ...counts },
  };
}

/** An organisation's markup category. */
export function category(overrides: Partial<MarkupCategory> = {}): MarkupCategory {
  return {
    id: 1,
    name: 'Defect',
    icon: 'defect',
    position: 0,
    markup_count: 0,
    archived: false,
    abilities: markupCategoryAbilities(),
    ...overrides,
  };
}

export const DEFAULT_CATEGORIES = [
  category({ id: 1, name: 'Defect', icon: 'defect', position: 0, markup_count: 3 }),
  category({ id: 2, name: 'Observation', icon: 'observation', position: 1 }),
  category({ id: 3, name: 'Hazard', icon: 'hazard', position: 2 }),
];

export function comment(overrides: Partial<MarkupComment> = {}): MarkupComment {
  return {
    id: 1,
    body: 'On it.',
    author: { id: 2, name: 'Brian Kelly' },
    share_name: null,
    created_at: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function event(overrides: Partial<MarkupEvent> = {}): MarkupEvent {
  return {
    id: 1,
    kind: 'created',
    at: '2026-03-01T10:00:00.000Z',
    actor: { id: 1, name: 'Ada Byrne' },
    share_name: null,
    changes: {},
    ...overrides,
  };
}

/**
 * Enough of a MapLibre map for the markups panel: a container to render into, the view's
 * bounds, camera moves recorded, and a style that takes sources and layers.
 */
export function fakeMap() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const canvas = document.createElement('canvas');
  container.appendChild(canvas);
  const sources = new Map<string, { setData: ReturnType<typeof vi.fn> }>();
  const layers = new Map<string, unknown>();
  const corner = document.createElement('div');
  corner.setAttribute('data-testid', 'control-corner');
  container.appendChild(corner);
  const controls = new Set<{ onAdd(map: unknown): HTMLElement; onRemove(map: unknown): void }>();
  const map = {
    addControl(control: { onAdd(map: unknown): HTMLElement; onRemove(map: unknown): void }) {
      controls.add(control);
      corner.appendChild(control.onAdd(map));
    },
    hasControl: (control: never) => controls.has(control),
    removeControl(control: { onAdd(map: unknown): HTMLElement; onRemove(map: unknown): void }) {
      controls.delete(control);
      control.onRemove(map);
    },
    setFilter: vi.fn(),
    setPaintProperty: vi.fn(),
    moveLayer: vi.fn(),
    hasImage: () => false,
    getContainer: () => container,
    getCanvasContainer: () => container,
    getCanvas: () => canvas,
    getBounds: () => ({
      getWest: () => -71.9,
      getSouth: () => 42.2,
      getEast: () => -71.6,
      getNorth: () => 42.5,
    }),
    on: vi.fn(),
    off: vi.fn(),
    fitBounds: vi.fn(),
    project: ([x, y]: [number, number]) => ({ x, y }),
    getSource: (id: string) => sources.get(id),
    addSource: (id: string) => sources.set(id, { setData: vi.fn() }),
    removeSource: (id: string) => sources.delete(id),
    getLayer: (id: string) => layers.get(id),
    addLayer: (layer: { id: string }) => layers.set(layer.id, layer),
    removeLayer: (id: string) => layers.delete(id),
    getStyle: () => ({ layers: [...layers.values()], sources: {} }),
    queryRenderedFeatures: () => [],
    boxZoom: { isEnabled: () => true, enable: vi.fn(), disable: vi.fn() },
  };
  return map as unknown as MapLibreMap & { fitBounds: ReturnType<typeof vi.fn> };
}
