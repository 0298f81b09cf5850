import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MapSharesTable } from '../db/schema.js';
import type { ArchiveRow } from './pack.repository.js';

/** An archive as its signed URL serves it, with the state of the share it was made for. */
export type ServedArchive = ArchiveRow & {
  share_expiry: Date | null;
  share_revoked_at: Date | null;
};

/** Whom a build acts for: the share whose view it packs, or a user whose pack holds it. */
export type ArchiveActor = { share: Selectable<MapSharesTable> } | { userId: number } | null;

/**
 * Pack archives as their job and their signed URLs see them. These go by archive id alone: the
 * job acts for the system (it then draws tiles as the pack's maker), and a URL's signature is
 * its authority, checked before anything is sent.
 */
export class PackArchiveRepository {
  constructor(private readonly db: Db) {}

  findServed(id: number): Promise<ServedArchive | undefined> {
    return this.db
      .selectFrom('pack_archives as a')
      .leftJoin('map_shares as s', 's.id', 'a.share_id')
      .selectAll('a')
      .select(['s.expiry as share_expiry', 's.revoked_at as share_revoked_at'])
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /** Marks a queued (or interrupted) archive as being built; undefined when there is none. */
  start(id: number): Promise<ArchiveRow | undefined> {
    return this.db
      .updateTable('pack_archives')
      .set({ status: 'building', progress: 0, error_code: null, error_detail: null })
      .set({ updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'building'])
      .returningAll()
      .executeTakeFirst();
  }

  async progress(id: number, percent: number): Promise<void> {
    await this.db
      .updateTable('pack_archives')
      .set({ progress: percent, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'building')
      .execute();
  }

  /** Marks it ready; false when its row is gone (its layer or packs were deleted meanwhile). */
  async finish(
    id: number,
    done: { tiles: number; bytes: number; storage_key: string; sha256: string },
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('pack_archives')
      .set({ ...done, status: 'ready', progress: 100, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async fail(id: number, code: number, detail: string): Promise<void> {
    await this.db
      .updateTable('pack_archives')
      .set({
        status: 'error',
        error_code: code,
        error_detail: detail.slice(0, 2000),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Fails the archives being built whose row has not changed for `stale.building` seconds (a
   * build writes its progress as it goes, and never runs past its time limit), and those queued
   * for `stale.queued` (longer: a busy queue may hold them for hours): their job is gone (its
   * worker killed twice, or the process that queued it died before it could), and a new pack
   * must not reuse them. Answers their ids.
   */
  async failStale(
    stale: { building: number; queued: number },
    code: number,
    detail: string,
  ): Promise<number[]> {
    const older = (seconds: number) =>
      sql<boolean>`updated_at < now() - make_interval(secs => ${seconds})`;
    const rows = await this.db
      .updateTable('pack_archives')
      .set({ status: 'error', error_code: code, error_detail: detail, updated_at: sql`now()` })
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'building'), older(stale.building)]),
          eb.and([eb('status', '=', 'queued'), older(stale.queued)]),
        ]),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Whom the build acts for: a share's archive for the share (while it is live), else the maker
   * of the newest pack that holds it. Null when there is nobody (a revoked or expired share, or
   * makers whose accounts are gone).
   */
  async actorOf(archive: Pick<ArchiveRow, 'id' | 'share_id'>): Promise<ArchiveActor> {
    if (archive.share_id !== null) {
      const share = await this.db
        .selectFrom('map_shares')
        .selectAll()
        .where('id', '=', archive.share_id)
        .where('revoked_at', 'is', null)
        .where('expiry', '>', new Date())
        .executeTakeFirst();
      return share ? { share } : null;
    }
    const maker = await this.db
      .selectFrom('pack_archive_links as k')
      .innerJoin('packs as p', 'p.id', 'k.pack_id')
      .select('p.created_by')
      .where('k.archive_id', '=', archive.id)
      .where('p.created_by', 'is not', null)
      .orderBy('p.created_at', 'desc')
      .executeTakeFirst();
    return maker?.created_by ? { userId: maker.created_by } : null;
  }

  /**
   * The install's secret of this name: made at random by the first process that asks, then the
   * same for every process (api and workers, on any machine).
   */
  async secret(name: string): Promise<Buffer> {
    await this.db
      .insertInto('server_secrets')
      .values({ name, secret: randomBytes(32) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('server_secrets')
      .select('secret')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.secret;
  }
}
