import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, BASE_URL, CORRIDOR_MAP, DEMO_MAP } from './constants.js';
import { MAP_VIEW_URL, storeOnNextPage } from './helpers.js';
import { api, apiToken } from './uploads.js';

/** Opens Home, which sends the user to the Demo map's view; answers the map's path. */
export async function openDemoMapFromHome(page: Page): Promise<string> {
  await page.goto('/');
  await expect(page).toHaveURL(MAP_VIEW_URL);
  return new URL(page.url()).pathname;
}

const paths = new Map<string, string>();

/** A map's path (/maps/:id/) by name, found through the API: no page is loaded for it. */
export async function mapPathNamed(name: string): Promise<string> {
  const known = paths.get(name);
  if (known) return known;
  const token = await apiToken(ADMIN);
  const maps = await api<{ results: { id: number; name: string }[] }>(
    token,
    'GET',
    `/maps/?search=${encodeURIComponent(name)}`,
  );
  const map = maps.json.results.find((m) => m.name === name);
  if (!map) throw new Error(`no map '${name}'`);
  paths.set(name, `/maps/${map.id}/`);
  return `/maps/${map.id}/`;
}

/** The demo survey's map (the organisation's default, Autzen). */
export const demoMapPath = () => mapPathNamed(DEMO_MAP);

/** The tests' corridor map of fixtures (see CORRIDOR_MAP). */
export const corridorMapPath = () => mapPathNamed(CORRIDOR_MAP);

/**
 * The corridor's CAD drawing with its red dimension lines right of the middle (MapLibre's hash:
 * zoom/lat/lng), clear of the map's column of controls, which grows with every control it offers.
 */
export const CAD_RED_DIMENSION = '18.3/34.2448/-73.64756';

/**
 * Opens the map at a view (MapLibre's hash: #zoom/lat/lng; null: the map's default view) once
 * its layers are listed, or, on a phone where the layer list sits in the closed drawer, once
 * `ready` is visible.
 */
export async function openMapAt(
  page: Page,
  path: string,
  view: string | null,
  ready: string | Locator = 'Layers',
): Promise<void> {
  // A fresh page, not a hash change in the open one: a hash change that lands before the map
  // has loaded is lost, and the map stays at its saved view.
  await page.goto('about:blank');
  await page.goto(view === null ? path : `${path}#${view}`);
  const shown = typeof ready === 'string' ? page.getByRole('list', { name: ready }) : ready;
  await expect(shown).toBeVisible();
}

/** Moves the open map to another view, as editing the URL's hash does. */
export async function moveMapTo(page: Page, view: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, view);
}

/** The view in the URL, once the map has written one. */
export function viewOf(url: string): { zoom: number; lat: number; lng: number } | null {
  const match = /#(-?[\d.]+)\/(-?[\d.]+)\/(-?[\d.]+)/.exec(url);
  return match ? { zoom: Number(match[1]), lat: Number(match[2]), lng: Number(match[3]) } : null;
}

/** The fields of a layer (GET maps/:id/) these tests use. */
interface MapLayer {
  id: number;
  name: string;
  zoom_min: number;
  zoom_max: number;
  /** The data's extent, [west, south, east, north], once processed. */
  extent: [number, number, number, number];
}

/** A map's layers (through the API, as the admin). */
async function layersOfMap(mapPath: string): Promise<MapLayer[]> {
  const map = await api<{ layers: MapLayer[] }>(await apiToken(ADMIN), 'GET', mapPath);
  return map.json.layers;
}

function layerNamed(layers: MapLayer[], name: string, mapPath: string): MapLayer {
  const layer = layers.find((l) => l.name === name);
  if (!layer) throw new Error(`no layer ${name} in ${mapPath}`);
  return layer;
}

/** A layer of a map, by name (through the API, as the admin). */
export async function layerOfMap(mapPath: string, name: string): Promise<MapLayer> {
  return layerNamed(await layersOfMap(mapPath), name, mapPath);
}

/**
 * The named layers of a map switched off as the next page of the map starts, as a user's last
 * visit would have left them (the app keeps them per map in localStorage, section 4): the map
 * never draws them, where opening it and switching them off drew each in software first.
 */
export async function startWithLayersOff(page: Page, mapPath: string, names: string[]) {
  const layers = await layersOfMap(mapPath);
  const status = Object.fromEntries(
    names.map((name) => [String(layerNamed(layers, name, mapPath).id), false]),
  );
  await storeOnNextPage(page, `layerStatus_${mapPath.split('/')[2]}`, JSON.stringify(status));
}

/** Changes a layer through the API, as the admin. */
export async function patchLayer(layerId: number, change: Partial<MapLayer>): Promise<void> {
  const token = await apiToken(ADMIN);
  const answer = await fetch(`${BASE_URL}/api/layers/${layerId}/`, {
    method: 'PATCH',
    headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(answer.status).toBe(200);
}

/** Creates a map in the organisation of the map at `mapPath` (as the admin); answers its id. */
export async function createMapBeside(mapPath: string, name: string): Promise<number> {
  const token = await apiToken(ADMIN);
  const headers = { Authorization: `Token ${token}`, 'Content-Type': 'application/json' };
  const demo = (await (await fetch(`${BASE_URL}/api${mapPath}`, { headers })).json()) as {
    organisation_id: number;
  };
  const answer = await fetch(`${BASE_URL}/api/maps/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name,
      title: name,
      organisation_id: demo.organisation_id,
      visibility: 'ORG',
    }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

export async function deleteMap(mapId: number): Promise<void> {
  const token = await apiToken(ADMIN);
  const answer = await fetch(`${BASE_URL}/api/maps/${mapId}/`, {
    method: 'DELETE',
    headers: { Authorization: `Token ${token}` },
  });
  expect(answer.status).toBe(204);
}

declare global {
  interface Window {
    webGlContexts?: number;
  }
}

/**
 * Counts, from the page's next document on, the WebGL contexts its canvases create: a map and
 * its overview are one each, and a count above that is a map built twice.
 */
export async function countWebGlContexts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    const counted = new WeakSet<object>();
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof getContext>
    ) {
      const context = getContext.apply(this, args);
      if (context && /webgl/.test(args[0]) && !counted.has(context)) {
        counted.add(context);
        window.webGlContexts = (window.webGlContexts ?? 0) + 1;
      }
      return context;
    } as typeof getContext;
  });
  return () => page.evaluate(() => window.webGlContexts ?? 0);
}
