import { multipart } from '../multipart.js';
import type { CellContext, MatrixRequest } from './matrix-requests.js';
import { FEATURE_LAT, FEATURE_LON, MARKERS, type Kind } from './world.js';

let unique = 0;
const next = () => (unique += 1);
const markerOf = (kind: Kind) => (kind === 'ORG' ? MARKERS.orgA : MARKERS.ownA);
const here = { type: 'Point', coordinates: [FEATURE_LON, FEATURE_LAT] };

/** The kind's map and its markup. */
const markupOf = ({ world, kind }: CellContext) => ({
  id: world.a[kind].map,
  markupId: world.a[kind].markup,
});

/** A small text file, as the markup form attaches it. */
function fileForm() {
  return multipart([
    { name: 'file', filename: 'note.txt', content: Buffer.from('Seen on site\n') },
  ]);
}

/**
 * How the permission matrix calls the markup operations: with bodies that succeed for a caller
 * with every right; what deletes gets fresh objects, a change names the markup's current
 * version.
 */
export const markupRequests: Record<string, (c: CellContext) => Promise<MatrixRequest>> = {
  'GET /api/maps/{id}/markups/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    query: { status: 'open,in_progress' },
  }),
  'POST /api/maps/{id}/markups/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    body: {
      geometry: here,
      title: `New markup ${markerOf(kind)} ${next()}`,
      category: world.categories.a,
    },
  }),
  'GET /api/maps/{id}/markups/geojson/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
  }),
  'GET /api/maps/{id}/markups/export/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    query: { format: 'geojson', comments: 'true' },
  }),
  'GET /api/maps/{id}/markups/assignees/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
  }),
  'POST /api/maps/{id}/markups/import/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    body: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: here,
          properties: { title: `Imported ${markerOf(kind)} ${next()}`, category: 'Defect' },
        },
      ],
    },
  }),
  'GET /api/maps/{id}/markups/{markupId}/': async (c) => ({ params: markupOf(c) }),
  'PATCH /api/maps/{id}/markups/{markupId}/': async (c) => {
    const { version } = await c.t.db
      .selectFrom('markups')
      .select('version')
      .where('id', '=', c.world.a[c.kind].markup)
      .executeTakeFirstOrThrow();
    return {
      params: markupOf(c),
      body: { version, title: `Markup ${markerOf(c.kind)} changed ${next()}` },
    };
  },
  'DELETE /api/maps/{id}/markups/{markupId}/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map, markupId: await world.newMarkup(kind) },
  }),
  'GET /api/maps/{id}/markups/{markupId}/comments/': async (c) => ({ params: markupOf(c) }),
  'POST /api/maps/{id}/markups/{markupId}/comments/': async (c) => ({
    params: markupOf(c),
    body: { body: `Seen again ${next()}`, name: 'Ann Lee' },
  }),
  'GET /api/maps/{id}/markups/{markupId}/history/': async (c) => ({ params: markupOf(c) }),
  'GET /api/maps/{id}/markups/{markupId}/attachments/': async (c) => ({ params: markupOf(c) }),
  'POST /api/maps/{id}/markups/{markupId}/attachments/': async (c) => {
    const form = fileForm();
    return { params: markupOf(c), body: form.body, headers: form.headers };
  },
  'GET /api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/': async (c) => ({
    params: { ...markupOf(c), attachmentId: c.world.a[c.kind].attachment },
  }),
  'GET /api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/thumbnail/': async (c) => ({
    params: { ...markupOf(c), attachmentId: c.world.a[c.kind].attachment },
  }),
  'DELETE /api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/': async (c) => ({
    params: { ...markupOf(c), attachmentId: await c.world.newAttachment(c.world.a[c.kind].markup) },
  }),
  'GET /api/organisations/{id}/markup-categories/': async ({ world }) => ({
    params: { id: world.orgA },
  }),
  'POST /api/organisations/{id}/markup-categories/': async ({ world }) => ({
    params: { id: world.orgA },
    body: { name: `Category ${next()}`, icon: 'flag' },
  }),
  'PATCH /api/markup-categories/{id}/': async ({ world }) => ({
    params: { id: world.categories.a },
    body: { icon: 'defect' },
  }),
  'DELETE /api/markup-categories/{id}/': async ({ world }) => ({
    params: { id: await world.newCategory() },
  }),
  'PATCH /api/users/me/settings/': async () => ({ body: { markup_notices: true } }),
};
