import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { TestContext } from '../test-app.js';

let sequence = 0;

/** Where the world's markups lie: on its features, inside the share's bounds. */
export interface MarkupPlace {
  lon: number;
  lat: number;
}

/** The first (default) category of an organisation: a markup's. */
export async function categoryOf(t: TestContext, organisationId: number): Promise<number> {
  const row = await t.db
    .selectFrom('markup_categories')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A markup straight through the repository, its title carrying the marker. */
export async function seedMarkup(
  t: TestContext,
  target: { organisationId: number; mapId: number; authorId: number; assigneeId?: number },
  marker: string,
  place: MarkupPlace,
): Promise<number> {
  const [id] = await t.container.repos.markups.create(
    [
      {
        organisation_id: target.organisationId,
        map_id: target.mapId,
        author_id: target.authorId,
        values: {
          geometry: JSON.stringify({ type: 'Point', coordinates: [place.lon, place.lat] }),
          title: `Markup ${marker} ${(sequence += 1)}`,
          description: `Found at ${marker}`,
          category_id: await categoryOf(t, target.organisationId),
          status_changed_by: target.authorId,
          assignee_id: target.assigneeId ?? null,
        },
      },
    ],
    { kind: 'created', actor_id: target.authorId },
  );
  return id!;
}

/** A photo attached to a markup, with its thumbnail stored beside it. */
export async function seedMarkupPhoto(
  t: TestContext,
  markupId: number,
  marker: string,
  authorId: number,
): Promise<number> {
  const jpeg = await sharp({
    create: { width: 8, height: 6, channels: 3, background: '#808080' },
  })
    .jpeg()
    .toBuffer();
  const folder = `markups/world/${markupId}/${(sequence += 1)}`;
  const photo = await t.container.storage.put(`${folder}/photo.jpg`, Readable.from([jpeg]));
  await t.container.storage.put(`${folder}/thumbnail.jpg`, Readable.from([jpeg]));
  return t.container.repos.markupAttachments.create({
    markup_id: markupId,
    name: `photo-${marker}.jpg`,
    size: photo.size,
    content_type: 'image/jpeg',
    storage_key: `${folder}/photo.jpg`,
    thumbnail_key: `${folder}/thumbnail.jpg`,
    sha256: photo.sha256,
    author_id: authorId,
  });
}

/** A category of the organisation no markup uses (for deleting). */
export async function seedCategory(t: TestContext, organisationId: number): Promise<number> {
  const row = await t.container.repos.markupCategories.create({
    organisation_id: organisationId,
    name: `Spare ${(sequence += 1)}`,
    icon: 'pin',
  });
  return row.id;
}
