import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { createDb, queryPrepared, type Db } from './database.js';

describe('queryPrepared', () => {
  const t = useTestApp();
  const handles: Db[] = [];
  afterAll(() => Promise.all(handles.map((db) => db.destroy())));

  /** One connection, so that its session's prepared statements can be listed. */
  function single(pooled: boolean) {
    const db = createDb(t.config.DATABASE_URL, 1, { pooled });
    handles.push(db);
    return db;
  }
  const prepared = async (db: Db) =>
    (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows.map(
      (r) => r.name,
    );

  it('prepares a read once per connection and answers its rows every time', async () => {
    const db = single(false);
    const query = (n: number) => sql<{ twice: number }>`select ${n}::int * 2 as twice`.compile(db);
    expect(await queryPrepared(db, query(2))).toEqual([{ twice: 4 }]);
    expect(await queryPrepared(db, query(5))).toEqual([{ twice: 10 }]);
    const names = await prepared(db);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^wm_[0-9a-f]{24}$/);
  });

  it('through a pooler in transaction mode, runs it as a plain query', async () => {
    const db = single(true);
    const query = sql<{ one: number }>`select 1 as one`.compile(db);
    expect(await queryPrepared(db, query)).toEqual([{ one: 1 }]);
    expect(await prepared(db)).toEqual([]);
  });
});
