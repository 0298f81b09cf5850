import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { JobQueue } from '../uploads/upload.service.js';
import type { Permission } from '@waymark/contract';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Container } from '../container.js';
import { createDb, type Db } from '../db/database.js';
import { hashPassword } from '../services/password-hasher.js';
import { createTestDatabase } from './databases.js';

export const PASSWORD = 'Correct-Horse-42';

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  container: Container;
  config: Config;
  request(
    method: InjectOptions['method'],
    url: string,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  createOrganisation(name: string, domain?: string | null): Promise<number>;
  createUser(options: {
    email: string;
    organisations?: { id: number; admin?: boolean }[];
    permissions?: Permission[];
    superuser?: boolean;
    password?: string;
  }): Promise<TestUser>;
  login(email: string, password?: string): Promise<string>;
  createMap(organisationId: number, name: string): Promise<number>;
  jobs: RecordingQueue;
  /** Processes every queued file now, as a worker would. */
  runJobs(): Promise<number[]>;
  /** Builds every queued pack archive now, as a worker would (issue 28). */
  runPackJobs(): Promise<number[]>;
}

/** Collects the files handed to processing, for a test to run them when it chooses. */
export class RecordingQueue implements JobQueue {
  readonly fileIds: number[] = [];
  /** Pack archives to build (issue 28). */
  readonly archiveIds: number[] = [];
  async enqueueFile(fileId: number): Promise<void> {
    this.fileIds.push(fileId);
  }
  async enqueuePackArchive(archiveId: number): Promise<void> {
    this.archiveIds.push(archiveId);
  }
  take(): number[] {
    return this.fileIds.splice(0, this.fileIds.length);
  }
  takeArchives(): number[] {
    return this.archiveIds.splice(0, this.archiveIds.length);
  }
}

export type ConfigOverrides = Partial<Record<string, string>>;

/**
 * A real app on a fresh database for one test file. Call at the top of a describe block;
 * the returned object is filled in before the tests run. `overrides` may be a function, called
 * with the new database when the app is built (after the beforeAll hooks registered before this
 * call), for settings that only exist then, such as the port of a test SMTP server.
 */
export function useTestApp(
  overrides: ConfigOverrides | ((database: { url: string }) => ConfigOverrides) = {},
  /** Another database than a clone of the shared cluster's template (one already migrated). */
  database: () => Promise<{ url: string; drop: () => Promise<void> }> = createTestDatabase,
  /** Where the app's log lines go, at debug level (a test that reads them); none without. */
  logTo?: NodeJS.WritableStream,
): TestContext {
  const ctx = {} as TestContext;
  let dropDatabase: () => Promise<void> = async () => {};
  let passwordHash: Promise<string> | undefined;
  let storageDir: string | undefined;
  ctx.jobs = new RecordingQueue();

  beforeAll(async () => {
    const { url, drop } = await database();
    dropDatabase = drop;
    storageDir = await mkdtemp(path.join(tmpdir(), 'waymark-storage-'));
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: url,
      WEB_DIST: '/nonexistent',
      SECRETS_KEY: 'the test suite secrets key, 32+ characters',
      STORAGE_DIR: storageDir,
      WORK_DIR: path.join(storageDir, 'work'),
      ...(typeof overrides === 'function' ? overrides({ url }) : overrides),
    });
    const db = createDb(url, 4);
    const logger = logTo ? { level: 'debug', stream: logTo } : false;
    const { app, container } = await buildApp({ config, db, logger, queue: ctx.jobs });
    await app.ready();
    Object.assign(ctx, { app, db, container, config });
  });

  afterAll(async () => {
    await ctx.app?.close();
    await ctx.container?.close();
    await ctx.db?.destroy();
    await dropDatabase();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  ctx.request = (method, url, options = {}) =>
    ctx.app.inject({
      method,
      url,
      query: options.query,
      headers: {
        ...(options.token ? { authorization: `Token ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });

  ctx.runJobs = async () => {
    const done: number[] = [];
    for (let ids = ctx.jobs.take(); ids.length > 0; ids = ctx.jobs.take()) {
      for (const id of ids) {
        await ctx.container.processor.process(id);
        done.push(id);
      }
    }
    return done;
  };

  ctx.runPackJobs = async () => {
    const done: number[] = [];
    for (let ids = ctx.jobs.takeArchives(); ids.length > 0; ids = ctx.jobs.takeArchives()) {
      for (const id of ids) {
        await ctx.container.packBuilder.build(id);
        done.push(id);
      }
    }
    return done;
  };

  ctx.createOrganisation = async (name, domain = null) => {
    const org = await ctx.container.repos.organisations.create({ name, domain });
    return org.id;
  };

  ctx.createMap = async (organisationId, name) => {
    const map = await ctx.container.repos.maps.create({
      organisation_id: organisationId,
      owner_id: null,
      name,
    });
    return map.id;
  };

  ctx.login = async (email, password = PASSWORD) => {
    const res = await ctx.request('POST', '/api/auth/login/', { body: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
    return (res.json() as { key: string }).key;
  };

  ctx.createUser = async ({
    email,
    organisations = [],
    permissions = [],
    superuser = false,
    password,
  }) => {
    const { users } = ctx.container.repos;
    passwordHash ??= hashPassword(PASSWORD);
    const user = await users.create({
      email,
      first_name: email.split('@')[0] ?? '',
      last_name: 'Tester',
      password_hash: password ? await hashPassword(password) : await passwordHash,
      is_superuser: superuser,
    });
    for (const org of organisations)
      await users.upsertMembership(user.id, org.id, org.admin ?? false);
    await users.setPermissions(user.id, permissions);
    return { id: user.id, email, token: await ctx.login(email, password ?? PASSWORD) };
  };

  return ctx;
}
