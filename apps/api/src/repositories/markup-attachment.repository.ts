import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MarkupAttachmentsTable } from '../db/schema.js';
import { nameOf } from './markup-query.js';

/** An attachment's row, with its author's display name. */
export type AttachmentView = Selectable<MarkupAttachmentsTable> & { author_name: string | null };

export type NewAttachment = Omit<Insertable<MarkupAttachmentsTable>, 'id' | 'created_at'>;

/**
 * The files attached to markups. The markup is found first through MarkupRepository (its map's
 * scoping, a share's bounds): these take the id of a markup the reader may see, and every
 * query keeps to it.
 */
export class MarkupAttachmentRepository {
  constructor(private readonly db: Db) {}

  private select(markupId: number) {
    return sql<AttachmentView>`
      select a.id, a.markup_id, a.name, a.size, a.content_type, a.storage_key, a.thumbnail_key,
        a.sha256, a.longitude, a.latitude, a.taken_at, a.author_id, ${nameOf('u')} as author_name,
        a.created_at
      from markup_attachments a left join users u on u.id = a.author_id
      where a.markup_id = ${markupId}`;
  }

  /** Records a file and its history entry ('attached', by name) in one transaction. */
  async create(values: NewAttachment, shareName: string | null = null): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('markup_attachments')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('markup_events')
        .values({
          markup_id: values.markup_id,
          kind: 'attached',
          actor_id: values.author_id ?? null,
          share_name: shareName,
          changes: JSON.stringify({ file: { from: null, to: values.name } }),
        })
        .execute();
      return id;
    });
  }

  async list(markupId: number): Promise<AttachmentView[]> {
    const result =
      await sql<AttachmentView>`${this.select(markupId)} order by a.created_at, a.id`.execute(
        this.db,
      );
    return result.rows;
  }

  async find(markupId: number, id: number): Promise<AttachmentView | undefined> {
    const result = await sql<AttachmentView>`${this.select(markupId)} and a.id = ${id}`.execute(
      this.db,
    );
    return result.rows[0];
  }

  /** Removes a file and records it ('detached'); answers its storage keys, to be deleted. */
  async delete(markupId: number, id: number, actorId: number | null): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('markup_attachments')
        .where('markup_id', '=', markupId)
        .where('id', '=', id)
        .returning(['name', 'storage_key', 'thumbnail_key'])
        .executeTakeFirst();
      if (!row) return [];
      await trx
        .insertInto('markup_events')
        .values({
          markup_id: markupId,
          kind: 'detached',
          actor_id: actorId,
          changes: JSON.stringify({ file: { from: row.name, to: null } }),
        })
        .execute();
      return [row.storage_key, ...(row.thumbnail_key ? [row.thumbnail_key] : [])];
    });
  }

  /** The storage keys of every file of a map's markups (the map is being deleted). */
  async keysOfMap(mapId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('markup_attachments as a')
      .innerJoin('markups as m', 'm.id', 'a.markup_id')
      .select(['a.storage_key', 'a.thumbnail_key'])
      .where('m.map_id', '=', mapId)
      .execute();
    return rows.flatMap((r) => [r.storage_key, ...(r.thumbnail_key ? [r.thumbnail_key] : [])]);
  }
}
