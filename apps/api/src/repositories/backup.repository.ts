import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** A stored object the database refers to, with what the database recorded of it. */
export interface StoredFileRef {
  key: string;
  sha256: string;
  /** Unknown for organisation logos, whose size is not recorded. */
  size: number | null;
}

export interface ServerVersion {
  /** e.g. 15 */
  major: number;
  /** e.g. '15.18 (Debian 15.18-0+deb12u1)' */
  text: string;
}

/**
 * Every storage key the database refers to: layer files (originals, companions, attachments,
 * derived COGs, elevation-change specifications), organisation logos and offline packs' built
 * archives.
 */
function storedFiles(db: Kysely<Database>): Promise<StoredFileRef[]> {
  return sql<StoredFileRef>`
    select storage_key as key, sha256, size from layer_files
    union
    select logo_key as key, logo_sha256 as sha256, null as size from organisations
    where logo_key is not null
    union
    select storage_key as key, sha256, bytes as size from pack_archives
    where status = 'ready' and storage_key is not null and sha256 is not null
    order by key`
    .execute(db)
    .then((r) => r.rows);
}

/** What a backup reads of the database, and what a restore asks of an empty one. */
export class BackupRepository {
  constructor(private readonly db: Db) {}

  async serverVersion(): Promise<ServerVersion> {
    const { rows } = await sql<{ num: string; text: string }>`
      select current_setting('server_version_num') as num,
             current_setting('server_version') as text`.execute(this.db);
    const row = rows[0]!;
    return { major: Math.floor(Number(row.num) / 10000), text: row.text };
  }

  /**
   * Runs `work` inside a read-only REPEATABLE READ transaction whose snapshot is exported (for
   * `pg_dump --snapshot`), with the stored files as that same snapshot sees them. The
   * transaction stays open until `work` is done: an exported snapshot lives only as long.
   */
  inExportedSnapshot<T>(
    work: (snapshot: string, files: StoredFileRef[]) => Promise<T>,
  ): Promise<T> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        // The first statement: it fixes the transaction's snapshot, which the list then reads.
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
        return work(rows[0]!.id, await storedFiles(trx));
      });
  }

  /** The stored files the database refers to now (after a restore, to check them). */
  storedFiles(): Promise<StoredFileRef[]> {
    return storedFiles(this.db);
  }

  /**
   * Up to `limit` of the tables, views and sequences outside the system schemas that no
   * extension owns (PostGIS's spatial_ref_sys may be there already), and how many there are:
   * none in an empty database.
   */
  async userRelations(limit = 5): Promise<{ count: number; names: string[] }> {
    const { rows } = await sql<{ name: string; total: number }>`
      select n.nspname || '.' || c.relname as name, count(*) over () as total
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
        and not exists (
          select 1 from pg_depend d
          where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      order by 1
      limit ${limit}`.execute(this.db);
    return { count: Number(rows[0]?.total ?? 0), names: rows.map((r) => r.name) };
  }

  async databaseName(): Promise<string> {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
      this.db,
    );
    return rows[0]!.name;
  }
}
