import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, BASE_URL, ROOT, type Account } from './constants.js';

/** The shared sample files (never written to: generated files go to a temp dir). */
export const FIXTURES = process.env.WAYMARK_FIXTURES ?? path.resolve(ROOT, '../shared/fixtures');
export const fixture = (name: string) => path.join(FIXTURES, name);

export const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

export async function apiToken(account: Account = ADMIN): Promise<string> {
  const answer = await fetch(`${BASE_URL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { key: string }).key;
}

/** A call to the API from outside the browser, as `token`; JSON in and out. */
export async function api<T = unknown>(
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const isForm = body instanceof FormData;
  const answer = await fetch(`${BASE_URL}/api${url}`, {
    method,
    headers: {
      Authorization: `Token ${token}`,
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, json: (text ? JSON.parse(text) : null) as T };
}

/** The id of the signed-in user's organisation named `name` (GET users/me/). */
export async function organisationIdNamed(token: string, name: string): Promise<number> {
  const me = await api<{ organisations: { id: number; name: string }[] }>(
    token,
    'GET',
    '/users/me/',
  );
  const found = me.json.organisations.find((o) => o.name === name);
  if (!found) throw new Error(`the user is not in the organisation ${name}`);
  return found.id;
}

interface MapAnswer {
  id: number;
  organisation_id: number;
  layers: { id: number; name: string; status: string }[];
}

/** A map of the demo organisation, for one test. */
export async function createMap(token: string, name: string): Promise<number> {
  const demo = await api<{ results: MapAnswer[] }>(token, 'GET', '/maps/?items=100');
  const organisation = demo.json.results[0]?.organisation_id ?? 1;
  const created = await api<MapAnswer>(token, 'POST', '/maps/', {
    name,
    title: name,
    organisation_id: organisation,
    visibility: 'ORG',
  });
  expect(created.status).toBe(201);
  return created.json.id;
}

/** Removes what a test made: its map and the layers on it. */
export async function removeMap(token: string, mapId: number): Promise<void> {
  const map = await api<MapAnswer>(token, 'GET', `/maps/${mapId}/`);
  for (const layer of map.json?.layers ?? []) await api(token, 'DELETE', `/layers/${layer.id}/`);
  await api(token, 'DELETE', `/maps/${mapId}/`);
}

/**
 * Files into a new layer of a map by the general upload's multipart request (section 7), as
 * set-up for the tests about other screens; answers the new layer's id once it is processed.
 */
export async function uploadIntoNewLayer(
  token: string,
  mapId: number,
  layerName: string,
  files: string[],
  /** The first file's type (its companions have none), or each file's. */
  type: string | readonly string[],
  /** Each file's survey date ('YYYY-MM-DD'), or '' for the one its metadata gives. */
  dates: readonly string[] = [],
): Promise<number> {
  const form = new FormData();
  files.forEach((file, index) => {
    form.append('uploads', new Blob([readFileSync(file)]), path.basename(file));
    form.append('uploads_layer_ids', '');
    form.append('uploads_layer_names', layerName);
    form.append('uploads_epsgs', '0');
    form.append('uploads_attach', '');
    form.append(
      'uploads_types',
      typeof type === 'string' ? (index === 0 ? type : '') : type[index]!,
    );
    form.append('uploads_dates', dates[index] ?? '');
  });
  const answer = await api<MapAnswer>(token, 'PATCH', `/maps/${mapId}/`, form);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const layer = answer.json.layers.find((l) => l.name === layerName);
  if (!layer) throw new Error(`no layer ${layerName}`);
  await waitForLayer(token, layer.id, 'ready');
  return layer.id;
}

export async function waitForLayer(token: string, layerId: number, state: string) {
  await expect
    .poll(
      async () =>
        (await api<{ status: string }>(token, 'GET', `/layers/${layerId}/status`)).json.status,
      { message: `layer ${layerId} ${state}`, timeout: 120_000, intervals: [1000] },
    )
    .toBe(state);
}

/** The general upload, opened from the top bar of a map's view. */
export async function openGeneralUpload(page: Page, mapId: number): Promise<Locator> {
  await page.goto(`/maps/${mapId}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload files', exact: true });
  await expect(dialog.getByText(/Drag & drop files here/)).toBeVisible({ timeout: 30_000 });
  return dialog;
}

export const rowOf = (dialog: Locator, name: string) => dialog.getByTestId(`upload-row-${name}`);

/** Types a new layer's name into a file's Layer field and chooses 'Create Layer'. */
export async function createLayerFor(dialog: Locator, file: string, layerName: string) {
  const page = dialog.page();
  await rowOf(dialog, file).getByRole('combobox', { name: /layer/i }).fill(layerName);
  await page.getByRole('option', { name: /Create Layer/ }).click();
}

export const WARNING =
  'All files must be assigned to layers and files which require a coordinate system must be set.';

/**
 * A GeoJSON file of one square feature (1° wide) around a point, with the given attributes,
 * written to a temp dir.
 */
export function squareFeatureFile(
  name: string,
  centre: { lon: number; lat: number },
  properties: Record<string, string>,
): string {
  const d = 0.5;
  const { lon, lat } = centre;
  const ring = [
    [lon - d, lat - d],
    [lon + d, lat - d],
    [lon + d, lat + d],
    [lon - d, lat + d],
    [lon - d, lat - d],
  ];
  const file = path.join(tempDir('square-'), name);
  const feature = {
    type: 'Feature',
    properties,
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
  writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [feature] }));
  return file;
}

/** A GeoJSON file of one point feature with the given attributes, written to a temp dir. */
export function pointFeatureFile(
  name: string,
  at: { lng: number; lat: number },
  properties: Record<string, string>,
): string {
  const file = path.join(tempDir('point-'), name);
  const feature = {
    type: 'Feature',
    properties,
    geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
  };
  writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [feature] }));
  return file;
}

/** Fixtures (or files at an absolute path) attached to every feature of a layer, then ready. */
export async function attachToEveryFeature(
  token: string,
  layerId: number,
  fixtures: readonly string[],
): Promise<void> {
  const form = new FormData();
  for (const name of fixtures) {
    const file = path.isAbsolute(name) ? name : fixture(name);
    form.append('uploads', new Blob([readFileSync(file)]), path.basename(name));
    form.append('uploads_epsgs', '0');
    form.append('uploads_attach', '__ALL__,*');
    form.append('uploads_types', 'attachment');
  }
  const answer = await api(token, 'PATCH', `/layers/${layerId}/`, form);
  expect(answer.status).toBe(200);
  await waitForLayer(token, layerId, 'ready');
}
