import type { CellContext, MatrixRequest } from './matrix-requests.js';
import type { Kind, World } from './world.js';

/** A small pack of the map's data: its extent, a few zooms. */
const PACK = { bbox: null, zoom_min: 10, zoom_max: 12 };

/** A new pack of A's map of this kind by the editor (the map's owner). */
async function editorPack({ t, world, kind }: Pick<CellContext, 't' | 'world' | 'kind'>) {
  const res = await t.request('POST', `/api/maps/${world.a[kind].map}/packs/`, {
    token: world.tokens.editor,
    body: PACK,
  });
  if (res.statusCode !== 201) throw new Error(`pack failed: ${res.body}`);
  return (res.json() as { id: number }).id;
}

const readPacks = new WeakMap<World, Partial<Record<Kind, number>>>();

/**
 * How the permission matrix calls the pack operations (issue 28): on the kind's map; reading and
 * deleting a pack of the editor's (a fresh one for each delete). The signed archive URL is asked
 * with a signature of nobody's: its own tests try real ones.
 */
export const packRequests: Record<string, (c: CellContext) => Promise<MatrixRequest>> = {
  'POST /api/maps/{id}/packs/estimate/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    body: PACK,
  }),
  'POST /api/maps/{id}/packs/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    body: PACK,
  }),
  'GET /api/maps/{id}/packs/': async ({ world, kind }) => ({ params: { id: world.a[kind].map } }),
  'GET /api/maps/{id}/tile-archives/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
  }),
  'GET /api/packs/{id}/': async (c) => {
    const made = readPacks.get(c.world) ?? {};
    readPacks.set(c.world, made);
    made[c.kind] ??= await editorPack(c);
    return { params: { id: made[c.kind]! } };
  },
  'DELETE /api/packs/{id}/': async (c) => ({ params: { id: await editorPack(c) } }),
  'GET /api/pack-archives/{archiveId}/{dataVersion}/{expires}/{signature}/{file}': async (c) => {
    const pack = await editorPack(c);
    const archive = await c.t.db
      .selectFrom('pack_archive_links')
      .select('archive_id')
      .where('pack_id', '=', pack)
      .executeTakeFirstOrThrow();
    return {
      params: {
        archiveId: archive.archive_id,
        dataVersion: 1,
        expires: Math.floor(Date.now() / 1000) + 3600,
        signature: 'not-a-signature',
        file: 'archive.pmtiles',
      },
    };
  },
};
