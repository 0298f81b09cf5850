import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MapSharesTable } from '../db/schema.js';
import type { Ordering, PageWindow } from '../lib/ordering.js';
import { paginate } from './paginate.js';
import { visibleTo, type Viewer } from './scope.js';

export type MapShareRow = Selectable<MapSharesTable>;

/** A share with what its answers show: the map's title and the creator's names. */
export type MapShareView = MapShareRow & {
  map_title: string;
  creator_first_name: string | null;
  creator_last_name: string | null;
};

export type MapShareOrderField = 'id' | 'created_at' | 'expiry' | 'last_used_at';

export interface MapShareFilters {
  organisationId: number;
  status?: 'active' | 'expired' | 'revoked';
  mapId?: number;
  search?: string;
}

export interface ShareUse {
  requests: number;
  clients: Set<string>;
}

export class MapShareRepository {
  constructor(private readonly db: Db) {}

  /** Shares with their map's title (its title, else its name) and the creator's names. */
  private shares() {
    return this.db
      .selectFrom('map_shares')
      .innerJoin('maps', 'maps.id', 'map_shares.map_id')
      .leftJoin('users', 'users.id', 'map_shares.created_by')
      .selectAll('map_shares')
      .select([
        sql<string>`coalesce(nullif(maps.title, ''), maps.name)`.as('map_title'),
        'users.first_name as creator_first_name',
        'users.last_name as creator_last_name',
      ]);
  }

  create(values: {
    organisation_id: number;
    map_id: number;
    token_hash: Buffer;
    token_prefix: string;
    expiry: Date;
    bounds: number[] | null;
    note: string;
    markups: MapShareRow['markups'];
    created_by: number;
  }): Promise<{ id: number }> {
    return this.db
      .insertInto('map_shares')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** A share of a map the viewer may see (the settings' rule). */
  findVisible(id: number, viewer: Viewer): Promise<MapShareView | undefined> {
    return this.shares()
      .where('map_shares.id', '=', id)
      .where(visibleTo(viewer, 'maps'))
      .executeTakeFirst();
  }

  findByTokenHash(hash: Buffer): Promise<MapShareView | undefined> {
    return this.shares().where('map_shares.token_hash', '=', hash).executeTakeFirst();
  }

  async list(
    viewer: Viewer,
    filters: MapShareFilters,
    order: Ordering<MapShareOrderField>,
    window: PageWindow,
  ): Promise<{ count: number; rows: MapShareView[] }> {
    let base = this.db
      .selectFrom('map_shares')
      .innerJoin('maps', 'maps.id', 'map_shares.map_id')
      .leftJoin('users', 'users.id', 'map_shares.created_by')
      .where('map_shares.organisation_id', '=', filters.organisationId)
      .where(visibleTo(viewer, 'maps'));
    if (filters.mapId !== undefined) base = base.where('map_shares.map_id', '=', filters.mapId);
    if (filters.status === 'revoked') base = base.where('map_shares.revoked_at', 'is not', null);
    if (filters.status === 'expired')
      base = base
        .where('map_shares.revoked_at', 'is', null)
        .where('map_shares.expiry', '<=', sql<Date>`now()`);
    if (filters.status === 'active')
      base = base
        .where('map_shares.revoked_at', 'is', null)
        .where('map_shares.expiry', '>', sql<Date>`now()`);
    if (filters.search) {
      const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) =>
        eb.or([
          eb(sql`unaccent(map_shares.note)`, 'ilike', sql`unaccent(${like})`),
          eb(sql`unaccent(maps.name)`, 'ilike', sql`unaccent(${like})`),
          eb(sql`unaccent(maps.title)`, 'ilike', sql`unaccent(${like})`),
        ]),
      );
    }
    return paginate(base, window, (q) =>
      q
        .selectAll('map_shares')
        .select([
          sql<string>`coalesce(nullif(maps.title, ''), maps.name)`.as('map_title'),
          'users.first_name as creator_first_name',
          'users.last_name as creator_last_name',
        ])
        .orderBy(
          sql`${sql.ref(`map_shares.${order.field}`)} ${sql.raw(order.direction)} nulls last`,
        )
        .orderBy('map_shares.id', 'desc'),
    );
  }

  /** Distinct clients per share, for a page of shares in one query. */
  async clientCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('map_share_clients')
      .select(['share_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('share_id', 'in', ids)
      .groupBy('share_id')
      .execute();
    return new Map(rows.map((r) => [r.share_id, Number(r.n)]));
  }

  async update(
    id: number,
    values: Partial<Pick<MapShareRow, 'expiry' | 'bounds' | 'note' | 'markups' | 'revoked_at'>> &
      Partial<Pick<MapShareRow, 'token_hash' | 'token_prefix'>>,
  ): Promise<void> {
    await this.db
      .updateTable('map_shares')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Adds a batch of use: requests, first and last use, and the clients not seen before. A share
   * deleted since its use is left out; each share's counts and clients are written together, so a
   * delete waits for them (the update holds the share's row) and cannot fail the batch.
   */
  async recordUse(uses: ReadonlyMap<number, ShareUse>): Promise<void> {
    for (const [id, use] of uses) {
      await this.db.transaction().execute(async (trx) => {
        const counted = await trx
          .updateTable('map_shares')
          .set({
            request_count: sql`request_count + ${use.requests}`,
            first_used_at: sql`coalesce(first_used_at, now())`,
            last_used_at: sql`now()`,
          })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst();
        if (!counted || use.clients.size === 0) return;
        await trx
          .insertInto('map_share_clients')
          .values(
            [...use.clients].map((hex) => ({ share_id: id, client_hash: Buffer.from(hex, 'hex') })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      });
    }
  }
}
