import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { INSIDE, markupSite, OUTSIDE, point, type MarkupSite } from '../test/markups.js';
import { useTestApp } from '../test/test-app.js';

interface Exported {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    id: number;
    geometry: unknown;
    properties: Record<string, unknown>;
  }[];
}

/** What an import cannot carry over: ids, dates and who made or changed it. */
const OWN_TO_EACH_MAP = [
  'created_at',
  'updated_at',
  'status_changed_at',
  'status_changed_by',
  'author',
  'author_email',
];
const comparable = (file: Exported) =>
  file.features.map(({ id: _id, properties, ...feature }) => ({
    ...feature,
    properties: Object.fromEntries(
      Object.entries(properties).filter(([key]) => !OWN_TO_EACH_MAP.includes(key)),
    ),
  }));

describe('markups exported and imported', () => {
  const t = useTestApp();
  let site: MarkupSite;
  let secondMap: number;

  const orgMap = async (organisationId: number, name: string) =>
    (
      await t.container.repos.maps.create({
        organisation_id: organisationId,
        owner_id: null,
        name,
        visibility: 'ORG',
      })
    ).id;

  beforeAll(async () => {
    site = await markupSite(t);
    secondMap = await orgMap(site.orgId, 'Corridor north');
    await t.container.repos.mapLayers.attach(secondMap, site.layerId);
    await site.create({
      title: 'Blocked culvert',
      description: 'Debris at the inlet, "about 2 m³"\nClear before the storm',
      geometry: { type: 'LineString', coordinates: [INSIDE, [-6.255, 53.351]] },
      status: 'in_progress',
      assignee: site.colleague.id,
      due_date: '2026-12-01',
      survey_date: '2024-06-01',
      feature: { layer: site.layerId, fid: '1' },
    });
    await site.create({
      title: '=HYPERLINK("http://evil.test")',
      category: site.categories.Hazard,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-6.01, 53.34],
            [-5.99, 53.34],
            [-5.99, 53.36],
            [-6.01, 53.34],
          ],
        ],
      },
    });
    const made = await site.create({
      title: 'Vegetation over the crossing',
      geometry: point(OUTSIDE),
    });
    await t.request('POST', site.path(made.id, 'comments'), {
      token: site.colleague.token,
      body: { body: 'Cut back on Tuesday' },
    });
  });

  const exported = async (mapId: number, query: Record<string, string>) => {
    const res = await t.request('GET', `/api/maps/${mapId}/markups/export/`, {
      token: site.user.token,
      query: { ordering: 'title', ...query },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('exports GeoJSON with every field, and the comments when asked', async () => {
    const res = await exported(site.mapId, { format: 'geojson', comments: 'true' });
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="markups-corridor-\d{4}-\d\d-\d\d\.geojson"/,
    );
    const file = res.json() as Exported;
    expect(file.features).toHaveLength(3);
    expect(
      file.features.find((f) => f.properties.title === 'Blocked culvert')!.properties,
    ).toMatchObject({
      description: 'Debris at the inlet, "about 2 m³"\nClear before the storm',
      category: 'Defect',
      category_icon: 'defect',
      status: 'in_progress',
      assignee: 'colleague@rail.test',
      assignee_name: 'colleague Tester',
      due_date: '2026-12-01',
      survey_date: '2024-06-01',
      feature: { layer: site.layerId, fid: '1' },
      author: 'surveyor Tester',
      author_email: 'surveyor@rail.test',
      comments: [],
    });
    const commented = file.features.find(
      (f) => f.properties.title === 'Vegetation over the crossing',
    );
    expect(commented!.properties.comments).toEqual([
      expect.objectContaining({
        author: 'colleague Tester',
        share_name: null,
        body: 'Cut back on Tuesday',
      }),
    ]);
  });

  it('imports what it exported into another map as the same markups', async () => {
    const before = (await exported(site.mapId, { format: 'geojson' })).json() as Exported;
    const res = await t.request('POST', `/api/maps/${secondMap}/markups/import/`, {
      token: site.user.token,
      body: before,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 3, categories_created: [], notes: [] });
    const after = (await exported(secondMap, { format: 'geojson' })).json() as Exported;
    expect(comparable(after)).toEqual(comparable(before));
    expect(after.features.map((f) => f.id)).not.toEqual(before.features.map((f) => f.id));
  });

  it('creates the categories another organisation lacks, and says what it left out', async () => {
    const file = (await exported(site.mapId, { format: 'geojson' })).json() as Exported;
    file.features[0]!.properties.category = 'Drainage';
    file.features[0]!.properties.category_icon = 'flag';
    const theirs = await t.db
      .selectFrom('memberships')
      .select('organisation_id')
      .where('user_id', '=', site.stranger.id)
      .executeTakeFirstOrThrow();
    const map = await orgMap(theirs.organisation_id, 'Canal towpath');
    const res = await t.request('POST', `/api/maps/${map}/markups/import/`, {
      token: site.stranger.token,
      body: file,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().categories_created).toEqual(['Drainage']);
    expect(res.json().notes).toEqual([
      expect.stringContaining('colleague@rail.test is no user of this organisation'),
      expect.stringContaining(`layer ${site.layerId} is not on this map`),
    ]);
    const categories = await t.request(
      'GET',
      `/api/organisations/${theirs.organisation_id}/markup-categories/`,
      {
        token: site.stranger.token,
      },
    );
    expect(categories.json()).toContainEqual(
      expect.objectContaining({ name: 'Drainage', icon: 'flag', markup_count: 1 }),
    );
  });

  it('refuses a file with bad features, naming each, and adds nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('markups')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await t.request('POST', `/api/maps/${secondMap}/markups/import/`, {
      token: site.user.token,
      body: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: point(INSIDE), properties: { title: 'Good' } },
          { type: 'Feature', geometry: point(INSIDE), properties: { status: 'lost' } },
          {
            type: 'Feature',
            geometry: { type: 'LineString', coordinates: [INSIDE, INSIDE] },
            properties: { title: 'Nowhere' },
          },
        ],
      },
    });
    expectFieldErrors(res, [
      'features.1.properties.title',
      'features.1.properties.status',
      'features.2.geometry',
    ]);
    expect(await count()).toBe(before);
    const colleague = await t.request('POST', `/api/maps/${secondMap}/markups/import/`, {
      token: site.colleague.token,
      body: {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: point(INSIDE), properties: { title: 'x' } }],
      },
    });
    expectError(colleague, 403);
  });

  it('keeps neither the categories nor the markups of an import that fails', async () => {
    const categories = () =>
      t.db
        .selectFrom('markup_categories')
        .select('name')
        .where('organisation_id', '=', site.orgId)
        .execute();
    const before = await categories();
    const failing = t.container.repos.markups.createWithCategories(
      site.orgId,
      [{ name: 'Half-written', icon: 'flag' }],
      () => {
        throw new Error('The markups could not be made.');
      },
      { kind: 'created', actor_id: site.user.id },
    );
    await expect(failing).rejects.toThrow('could not be made');
    expect(await categories()).toEqual(before);
  });

  it('exports CSV a spreadsheet opens safely, with the comments when asked', async () => {
    const res = await exported(site.mapId, { format: 'csv', comments: 'true' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="markups-corridor-.*\.csv"/,
    );
    const text = res.body;
    expect(
      text.startsWith('\ufeffid,title,description,category,status,assignee,assignee_email,'),
    ).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/,wkt,comments$/);
    // A formula is kept as text; quotes, commas and line breaks stay inside their cell.
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.test"")",`);
    expect(text).toContain('"Debris at the inlet, ""about 2 m³""\nClear before the storm"');
    expect(text).toContain('LINESTRING (-6.26 53.35, -6.255 53.351)');
    expect(text).toMatch(/colleague Tester \(.+\): Cut back on Tuesday/);
  });
});
