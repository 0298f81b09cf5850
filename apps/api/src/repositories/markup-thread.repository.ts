import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { nameOf } from './markup-query.js';

export interface CommentView {
  id: number;
  markup_id: number;
  body: string;
  author_id: number | null;
  author_name: string | null;
  author_email: string | null;
  share_name: string | null;
  created_at: Date;
}

export interface EventView {
  id: number;
  kind: 'created' | 'changed' | 'commented' | 'attached' | 'detached';
  at: Date;
  actor_id: number | null;
  actor_name: string | null;
  share_name: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface NewComment {
  markup_id: number;
  body: string;
  author_id: number | null;
  /** A share link's viewer: the share, and the name they gave. */
  share_id: number | null;
  share_name: string | null;
}

/**
 * A markup's comments and history. The markup itself is found first through MarkupRepository
 * (its map's scoping and a share's bounds): these take the id of a markup the reader may see.
 */
export class MarkupThreadRepository {
  constructor(private readonly db: Db) {}

  /** Adds a comment and its history entry in one transaction. */
  async addComment(comment: NewComment): Promise<CommentView> {
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('markup_comments')
        .values(comment)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('markup_events')
        .values({
          markup_id: comment.markup_id,
          kind: 'commented',
          actor_id: comment.author_id,
          share_name: comment.share_name,
          changes: '{}',
        })
        .execute();
      return row.id;
    });
    return (await this.comments([comment.markup_id], id))[0]!;
  }

  /** The comments of markups, oldest first (one, by id, when `id` is given). */
  async comments(markupIds: readonly number[], id?: number): Promise<CommentView[]> {
    if (markupIds.length === 0) return [];
    const result = await sql<CommentView>`
      select c.id, c.markup_id, c.body, c.author_id, ${nameOf('u')} as author_name,
        u.email as author_email, c.share_name, c.created_at
      from markup_comments c left join users u on u.id = c.author_id
      where c.markup_id = any(${sql.val(markupIds)}::int[])
        ${id === undefined ? sql`` : sql`and c.id = ${id}`}
      order by c.markup_id, c.created_at, c.id`.execute(this.db);
    return result.rows;
  }

  /** A markup's history, oldest first. */
  async events(markupId: number): Promise<EventView[]> {
    const result = await sql<EventView>`
      select e.id, e.kind, e.at, e.actor_id, ${nameOf('u')} as actor_name, e.share_name,
        e.changes
      from markup_events e left join users u on u.id = e.actor_id
      where e.markup_id = ${markupId}
      order by e.at, e.id`.execute(this.db);
    return result.rows;
  }
}
