import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDb } from '../db/database.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { RecordingQueue, useTestApp } from '../test/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      // Not ready for requests until the migration is there; alive all the same.
      const ready = await t.request('GET', '/api/health/ready/');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unready',
        database: { reachable: true },
        migrations: { pending: [last] },
        draining: false,
      });
      expect((await t.request('GET', '/api/health/live/')).statusCode).toBe(200);
    } finally {
      await sql`insert into schema_migrations (name, checksum) values (${last}, 'restored')`.execute(
        t.db,
      );
    }
  });

  it('answers liveness and readiness without credentials, with or without a slash', async () => {
    for (const path of ['/api/health/live/', '/api/health/live']) {
      const res = await t.request('GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'alive' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const path of ['/api/health/ready/', '/api/health/ready']) {
      const res = await t.request('GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        database: { reachable: true },
        migrations: { pending: [] },
        draining: false,
      });
    }
  });

  it('is unready while the database is away, alive meanwhile, and ready again after', async () => {
    const target = new URL(t.config.DATABASE_URL);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.up();
    const proxied = new URL(target);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const db = createDb(proxied.toString(), 2);
    const config = { ...t.config, DATABASE_URL: proxied.toString() };
    const { app } = await buildApp({ config, db, logger: false, queue: new RecordingQueue() });
    const get = (url: string) => app.inject({ method: 'GET', url });
    try {
      expect((await get('/api/health/ready/')).statusCode).toBe(200);
      const ports = [...proxy.upstreamPorts];
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where client_port = any(${ports}::int[]) and datname = current_database()`.execute(t.db);
      await proxy.down();

      const away = await get('/api/health/ready/');
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({
        status: 'unready',
        database: { reachable: false },
        migrations: { pending: [] },
        draining: false,
      });
      const live = await get('/api/health/live/');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'alive' });

      await proxy.up();
      let status = 0;
      for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
        status = (await get('/api/health/ready/')).statusCode;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
      await proxy.down();
    }
  });
});
