import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

describe('health API', () => {
  const t = useTestApp();

  it('reports the database, the migrations and GDAL, without credentials', async () => {
    const res = await t.request('GET', '/api/health/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 'ok',
      database: { reachable: true, postgis: expect.stringMatching(/^\d+\.\d+/) },
      migrations: { applied: expect.any(Number), pending: [] },
      gdal: { version: expect.stringMatching(/^GDAL \d+\.\d+/) },
    });
    expect(body.migrations.applied).toBeGreaterThan(0);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    const noSlash = await t.request('GET', '/api/health');
    expect(noSlash.statusCode).toBe(200);
    expect(noSlash.json().status).toBe('ok');
  });

  it('reports a migration the database lacks as pending, with 503', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from schema_migrations order by name desc limit 1`.execute(t.db);
    const last = rows[0]?.name ?? '';
    expect(last).toMatch(/\.sql$/);
    await sql`delete from schema_migrations where name = ${last}`.execute(t.db);
    try {
      const res = await t.request('GET', '/api/health/');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        database: { reachable: true },
        migrations: { pending: [last] },
      });
    } finally {
      await sql`insert into schema_migrations (name, checksum) values (${last}, 'restored')`.execute(
        t.db,
      );
    }
  });
});
