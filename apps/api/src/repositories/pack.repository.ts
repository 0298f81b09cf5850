import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { PackArchivesTable, PacksTable } from '../db/schema.js';
import type { OrganisationScope } from './scope.js';

export type PackRow = Selectable<PacksTable> & {
  map_name: string;
  /** The end of the share whose view it packs (its URLs never outlive it). */
  share_expiry: Date | null;
};
export type ArchiveRow = Selectable<PackArchivesTable>;
/** An archive as a pack lists it: with its layer's name and place in the pack. */
export type PackArchiveView = ArchiveRow & {
  pack_id: number;
  layer_name: string;
  position: number;
};

/** What an archive holds: the same content is one archive, whichever pack asks for it. */
export type ArchiveContent = Pick<
  Insertable<PackArchivesTable>,
  | 'organisation_id'
  | 'layer_id'
  | 'share_id'
  | 'kind'
  | 'data_version'
  | 'fingerprint'
  | 'zoom_min'
  | 'zoom_max'
  | 'area'
>;

export type NewPack = Omit<Insertable<PacksTable>, 'id' | 'created_at'>;

/** Whose packs a list shows: a user's, or a share's (its viewers'). */
export type PackOwner = { userId: number } | { shareId: number };

const LIVE = ['queued', 'building', 'ready'] as const;

function inScope(scope: OrganisationScope) {
  return scope.kind === 'all'
    ? sql<boolean>`true`
    : sql<boolean>`p.organisation_id = any(${sql.val(scope.ids)}::int[])`;
}

/**
 * Packs and the archives they are made of. Packs are read within the caller's organisations;
 * the policy then decides whose they are. An archive no pack holds any more is removed, and the
 * storage keys of what was removed are answered for the caller to delete.
 */
export class PackRepository {
  constructor(private readonly db: Db) {}

  /** The live archive of this content (queued, building or ready), if there is one. */
  findLive(content: ArchiveContent): Promise<ArchiveRow | undefined> {
    return this.db
      .selectFrom('pack_archives')
      .selectAll()
      .where('organisation_id', '=', content.organisation_id)
      .where('layer_id', '=', content.layer_id)
      .where('kind', '=', content.kind)
      .where('data_version', '=', content.data_version)
      .where('fingerprint', '=', content.fingerprint)
      .where('zoom_min', '=', content.zoom_min)
      .where('zoom_max', '=', content.zoom_max)
      .where(sql<boolean>`area = ${sql.val(content.area)}::float8[]`)
      .where(sql<boolean>`share_id is not distinct from ${content.share_id ?? null}::int`)
      .where('status', 'in', LIVE)
      .executeTakeFirst();
  }

  /**
   * Records a pack of these archives: each reuses the live archive of its content, or is a new,
   * queued one. Answers the pack's id and the archives made new (to be built).
   */
  async create(
    pack: NewPack,
    contents: readonly (ArchiveContent & { tiles: number })[],
  ): Promise<{ id: number; queued: number[] }> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('packs')
        .values(pack)
        .returning('id')
        .executeTakeFirstOrThrow();
      const queued: number[] = [];
      for (const [position, content] of contents.entries()) {
        // A concurrent pack may make the same archive: the unique index meets them on one.
        const made = await sql<{ id: number }>`
          insert into pack_archives (organisation_id, layer_id, share_id, kind, data_version,
            fingerprint, zoom_min, zoom_max, area, tiles)
          values (${content.organisation_id}, ${content.layer_id}, ${content.share_id ?? null},
            ${content.kind}, ${content.data_version}, ${content.fingerprint}, ${content.zoom_min},
            ${content.zoom_max}, ${sql.val(content.area)}::float8[], ${content.tiles})
          on conflict (layer_id, kind, data_version, fingerprint, zoom_min, zoom_max, area, share_id)
            where status <> 'error' do nothing
          returning id`.execute(trx);
        let archiveId = made.rows[0]?.id;
        if (archiveId === undefined) {
          const live = await new PackRepository(trx).findLive(content);
          if (!live) throw new Error('pack archive vanished while it was reused');
          archiveId = live.id;
        } else {
          queued.push(archiveId);
        }
        await trx
          .insertInto('pack_archive_links')
          .values({ pack_id: id, archive_id: archiveId, position })
          .execute();
      }
      return { id, queued };
    });
  }

  private select(scope: OrganisationScope) {
    return this.db
      .selectFrom('packs as p')
      .innerJoin('maps as m', 'm.id', 'p.map_id')
      .leftJoin('map_shares as s', 's.id', 'p.share_id')
      .selectAll('p')
      .select(['m.name as map_name', 's.expiry as share_expiry'])
      .where(inScope(scope));
  }

  find(scope: OrganisationScope, id: number): Promise<PackRow | undefined> {
    return this.select(scope).where('p.id', '=', id).executeTakeFirst();
  }

  /** A map's packs of one owner, newest first. */
  listForMap(scope: OrganisationScope, mapId: number, owner: PackOwner): Promise<PackRow[]> {
    let query = this.select(scope).where('p.map_id', '=', mapId);
    query =
      'shareId' in owner
        ? query.where('p.share_id', '=', owner.shareId)
        : query.where('p.share_id', 'is', null).where('p.created_by', '=', owner.userId);
    return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();
  }

  /** The archives of these packs, in each pack's order. */
  archivesOf(packIds: readonly number[]): Promise<PackArchiveView[]> {
    if (packIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('pack_archive_links as k')
      .innerJoin('pack_archives as a', 'a.id', 'k.archive_id')
      .innerJoin('layers as l', 'l.id', 'a.layer_id')
      .selectAll('a')
      .select(['k.pack_id', 'k.position', 'l.name as layer_name'])
      .where('k.pack_id', 'in', packIds)
      .orderBy('k.pack_id')
      .orderBy('k.position')
      .execute();
  }

  /**
   * The built archives of these layers within the caller's organisations: a share's (its
   * viewers'), or the organisation's own (shareId null), never one for the other.
   */
  readyOfLayers(
    scope: OrganisationScope,
    layerIds: readonly number[],
    shareId: number | null,
  ): Promise<ArchiveRow[]> {
    if (layerIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('pack_archives as p')
      .selectAll('p')
      .where(inScope(scope))
      .where('p.layer_id', 'in', layerIds)
      .where(sql<boolean>`p.share_id is not distinct from ${shareId}::int`)
      .where('p.status', '=', 'ready')
      .execute();
  }

  /**
   * How many of the owner's packs of the map are live: none of their archives failed (queued,
   * building or ready), what the cap on packs per owner counts.
   */
  async countLive(mapId: number, owner: PackOwner): Promise<number> {
    let query = this.db
      .selectFrom('packs as p')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('p.map_id', '=', mapId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('pack_archive_links as k')
              .innerJoin('pack_archives as a', 'a.id', 'k.archive_id')
              .select('k.archive_id')
              .whereRef('k.pack_id', '=', 'p.id')
              .where('a.status', '=', 'error'),
          ),
        ),
      );
    query =
      'shareId' in owner
        ? query.where('p.share_id', '=', owner.shareId)
        : query.where('p.share_id', 'is', null).where('p.created_by', '=', owner.userId);
    const { n } = await query.executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * Deletes a share's packs (the share was revoked: its viewers' packs go with it); answers the
   * storage keys of the archives no pack holds any more, for the caller to delete.
   */
  async deleteOfShare(share: { id: number; organisation_id: number }): Promise<string[]> {
    await this.db.deleteFrom('packs').where('share_id', '=', share.id).execute();
    return this.removeUnused(share.organisation_id);
  }

  /** Deletes a pack; answers the storage keys of the archives that no pack holds any more. */
  async delete(pack: Pick<PackRow, 'id' | 'organisation_id'>): Promise<string[]> {
    await this.db.deleteFrom('packs').where('id', '=', pack.id).execute();
    return this.removeUnused(pack.organisation_id);
  }

  /**
   * Removes the archives no pack holds (their packs, or their map, were deleted); answers the
   * storage keys of those that were built. One still being built is removed too: its job finds
   * its row gone and deletes what it wrote.
   */
  async removeUnused(organisationId: number): Promise<string[]> {
    const gone = await sql<{ storage_key: string | null }>`
      delete from pack_archives a
      where a.organisation_id = ${organisationId}
        and not exists (select 1 from pack_archive_links k where k.archive_id = a.id)
      returning a.storage_key`.execute(this.db);
    return gone.rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
  }
}
