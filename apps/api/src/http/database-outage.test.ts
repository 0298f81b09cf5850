import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { createDb, type Db } from '../db/database.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { RecordingQueue, useTestApp, type TestUser } from '../test/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL going away under a running api — its connections terminated as a shutdown does,
 * then refused — and coming back: the api answers 503 with a JSON body meanwhile, never 500,
 * never hangs, and serves again by itself, without a restart.
 */
describe('a database outage', () => {
  const t = useTestApp();
  let proxy: TcpProxy;
  let app: App['app'];
  let db: Db;
  let user: TestUser;

  beforeAll(async () => {
    const target = new URL(t.config.DATABASE_URL);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.up();
    const proxied = new URL(target);
    proxied.host = `127.0.0.1:${proxy.port}`;
    db = createDb(proxied.toString(), 4);
    const config = { ...t.config, DATABASE_URL: proxied.toString() };
    ({ app } = await buildApp({ config, db, logger: false, queue: new RecordingQueue() }));
    await app.ready();
    const org = await t.createOrganisation('Rail', 'rail.test');
    user = await t.createUser({ email: 'surveyor@rail.test', organisations: [{ id: org }] });
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await proxy?.down();
  });

  const list = () =>
    app.inject({
      method: 'GET',
      url: '/api/layers/',
      headers: { authorization: `Token ${user.token}` },
    });

  /** Ends the proxied connections as a shutting-down server does (57P01), then refuses more. */
  async function takeDown() {
    const ports = [...proxy.upstreamPorts];
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where client_port = any(${ports}::int[]) and datname = current_database()`.execute(t.db);
    await proxy.down();
  }

  it('answers 503 while the database is away and recovers by itself', async () => {
    expect((await list()).statusCode).toBe(200);

    const inFlight = Array.from({ length: 12 }, () => list());
    await takeDown();
    const during = await Promise.all(inFlight);
    for (const res of during) expect([200, 503]).toContain(res.statusCode);

    const away = await list();
    expect(away.statusCode).toBe(503);
    expect(away.headers['content-type']).toMatch(/^application\/json/);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json()).toEqual({
      detail: 'The service is briefly unavailable. Please try again in a moment.',
      request_id: expect.any(String),
    });

    await proxy.up();
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
      status = (await list()).statusCode;
      expect([200, 503]).toContain(status);
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    expect((await list()).json()).toMatchObject({ count: 0, results: [] });
  });
});
