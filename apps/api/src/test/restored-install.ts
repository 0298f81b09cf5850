import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Container } from '../container.js';
import { createDb, type Db } from '../db/database.js';
import { createStorage } from '../storage/create-storage.js';
import type { Storage } from '../storage/storage.js';
import { createEmptyDatabase } from './databases.js';
import type { ConfigOverrides, RecordingQueue, RequestOptions } from './test-app.js';

/**
 * What a restore drill restores into: an empty database (not from the migrated template) and
 * an empty storage directory (unless `overrides` store elsewhere), then an app on them.
 */
export interface FreshInstall {
  config: Config;
  db: Db;
  storage: Storage;
  /** Builds the app on the (restored) database and storage. */
  open(queue: RecordingQueue): Promise<void>;
  app: FastifyInstance;
  container: Container;
  request(
    method: InjectOptions['method'],
    url: string,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  /** Closes the app, drops the database, removes the directory. */
  remove(): Promise<void>;
}

export async function freshInstall(overrides: ConfigOverrides = {}): Promise<FreshInstall> {
  const database = await createEmptyDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'waymark-restored-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: database.url,
    WEB_DIST: '/nonexistent',
    STORAGE_DIR: path.join(dir, 'storage'),
    WORK_DIR: path.join(dir, 'work'),
    ...overrides,
  });
  const install = {
    config,
    db: createDb(database.url, 4),
    storage: createStorage(config),
  } as FreshInstall;
  install.open = async (queue) => {
    const built = await buildApp({
      config,
      db: install.db,
      storage: install.storage,
      logger: false,
      queue,
    });
    await built.app.ready();
    install.app = built.app;
    install.container = built.container;
  };
  install.request = (method, url, options = {}) =>
    install.app.inject({
      method,
      url,
      query: options.query,
      headers: {
        ...(options.token ? { authorization: `Token ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
  install.remove = async () => {
    await install.app?.close();
    await install.db.destroy();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  };
  return install;
}
