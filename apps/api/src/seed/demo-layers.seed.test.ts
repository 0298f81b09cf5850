import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { ensureBootstrapAdmin } from './bootstrap-admin.js';
import { seedDemoLayers } from './demo-layers.seed.js';
import { seedDemoMarkups } from './demo-markups.seed.js';
import { seedDemo } from './demo.seed.js';
import { DEMO_LAYERS, DEMO_SURVEY } from './demo-survey.js';

interface LayerAnswer {
  id: number;
  name: string;
  type: string;
  extent: [number, number, number, number] | null;
  raster_kind: string | null;
}

/** Kilometres between two longitudes (at `lat`) or two latitudes. */
const kmAcross = (lon: [number, number], lat: number) =>
  Math.abs(lon[1] - lon[0]) * 111.32 * Math.cos((lat * Math.PI) / 180);
const kmUp = (lat: [number, number]) => Math.abs(lat[1] - lat[0]) * 110.57;

/** The demo survey seeded as `npm start` seeds it, then looked at as its admin would. */
describe('the demo survey', () => {
  const t = useTestApp();
  let mapId: number;
  let token: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const admin = await ensureBootstrapAdmin(t.container, {
      email: 'demo@example.com',
      password: 'A-Long-Demo-Password-1',
      varDir: tmpdir(),
      print: () => undefined,
    });
    const demo = await seedDemo(t.container, admin);
    mapId = demo.mapId;
    await seedDemoLayers(t.container, demo.organisationId, mapId, admin.id, (l) => lines.push(l));
    // A second start adds nothing to a map that has layers.
    await seedDemoLayers(t.container, demo.organisationId, mapId, admin.id, (l) => lines.push(l));
    for (let start = 0; start < 2; start += 1) {
      await seedDemoMarkups(t.container, demo.organisationId, mapId, admin.id, () => undefined);
    }
    token = await t.login('demo@example.com', 'A-Long-Demo-Password-1');
  }, 120_000);

  const map = async () => {
    const res = await t.request('GET', `/api/maps/${mapId}/`, { token });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      bounds: [number, number, number, number];
      description: string;
      terrain_layer_id: number | null;
      layers: LayerAnswer[];
    };
  };

  it('loads every layer ready, in order, once', async () => {
    expect(lines).toHaveLength(DEMO_LAYERS.length);
    expect(lines.every((l) => / ready/.test(l) && !/ (error|queued)/.test(l))).toBe(true);
    const { layers, terrain_layer_id } = await map();
    // The 3D view stands on the site's DTM, not on the BMX track's small surveys above it.
    expect(terrain_layer_id).toBe(layers.find((l) => l.name === 'DTM')?.id);
    expect(layers.map((l) => [l.name, l.type, l.raster_kind])).toEqual([
      ['DTM', 'raster', 'elevation'],
      ['Orthophoto', 'raster', 'image'],
      ['BMX track 2010', 'raster', 'elevation'],
      ['BMX track 2023', 'raster', 'elevation'],
      ['Contours', 'vector', null],
      ['Site outlines (CAD)', 'vector', null],
    ]);
    const files = await t.db
      .selectFrom('layer_files')
      .select(['name', 'status', 'role', 'attach_all'])
      .where(
        'layer_id',
        'in',
        layers.map((l) => l.id),
      )
      .execute();
    expect(files.filter((f) => f.status !== 'ready')).toEqual([]);
    expect(files.find((f) => f.name === 'autzen-thin-srs.las')).toMatchObject({
      role: 'attachment',
      attach_all: true,
    });
  });

  it('frames one place a kilometre or so across, with every layer inside the view', async () => {
    const { bounds, description, layers } = await map();
    expect(bounds).toEqual(DEMO_SURVEY.bounds);
    expect(description).toContain('Autzen Stadium');
    const [west, south, east, north] = bounds;
    const wide = kmAcross([west, east], south);
    const high = kmUp([south, north]);
    expect(wide).toBeGreaterThan(0.8);
    expect(wide).toBeLessThan(3);
    expect(high).toBeGreaterThan(0.8);
    expect(high).toBeLessThan(3);
    for (const layer of layers) {
      const [w, s, e, n] = layer.extent ?? [NaN, NaN, NaN, NaN];
      expect([layer.name, w >= west, s >= south, e <= east, n <= north]).toEqual([
        layer.name,
        true,
        true,
        true,
        true,
      ]);
    }
  });

  it('gives the cross section the stadium’s heights in metres', async () => {
    const res = await t.request('GET', `/api/maps/${mapId}/section/`, {
      token,
      query: { line: '-123.0740,44.0590;-123.0630,44.0590' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const dtm = (res.json().dtms as { layer_name: string; series: [number, number][] }[]).find(
      (d) => d.layer_name === 'DTM',
    );
    const heights = dtm!.series.map(([, z]) => z).filter((z) => z !== null);
    expect(heights.length).toBeGreaterThan(100);
    expect(Math.min(...heights)).toBeGreaterThan(120);
    expect(Math.max(...heights)).toBeLessThan(150);
  });

  it('measures the BMX track’s earthworks between its 2010 and 2023 surveys', async () => {
    const { layers } = await map();
    const layer = (name: string) => layers.find((l) => l.name === name)!.id;
    const [w, s, e, n] = [-123.0659, 44.0542, -123.0653, 44.0547];
    const res = await t.request('POST', `/api/maps/${mapId}/volume/`, {
      token,
      body: {
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        },
        earlier: { layer: layer('BMX track 2010') },
        later: { layer: layer('BMX track 2023') },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // PROVENANCE.md: about 16,800 ft³ (476 m³) raised and 1,700 ft³ (48 m³) lowered.
    const { cut_m3, fill_m3 } = res.json() as { cut_m3: number; fill_m3: number };
    expect(fill_m3).toBeGreaterThan(400);
    expect(fill_m3).toBeLessThan(560);
    expect(cut_m3).toBeGreaterThan(30);
    expect(cut_m3).toBeLessThan(70);
  });

  it('holds a walkover’s findings on the survey’s features, once, in every status', async () => {
    const res = await t.request('GET', `/api/maps/${mapId}/markups/`, {
      token,
      query: { ordering: 'title' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { count, results, status_counts } = res.json() as {
      count: number;
      results: {
        title: string;
        feature: { layer: number; fid: string } | null;
        comment_count: number;
      }[];
      status_counts: Record<string, number>;
    };
    expect(count).toBe(5);
    expect(status_counts).toEqual({ open: 2, in_progress: 1, resolved: 1, closed: 1 });
    // Each on a feature of the survey.
    expect(results.filter((m) => m.feature === null).map((m) => m.title)).toEqual([]);
    expect(results).toHaveLength(5);
    expect(results.find((m) => m.title.startsWith('Trees'))?.comment_count).toBe(1);
    const { bounds } = await map();
    const layer = await t.request('GET', `/api/maps/${mapId}/markups/geojson/`, {
      token,
      query: { bbox: bounds.join(',') },
    });
    expect(layer.json().features).toHaveLength(5);
  });
});
