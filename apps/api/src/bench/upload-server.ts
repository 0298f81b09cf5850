import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { createDb } from '../db/database.js';
import { hashPassword } from '../services/password-hasher.js';

const EMAIL = 'bench@example.com';
const PASSWORD = 'Bench-Upload-Pass-1';

/** Where uploads go: a map of the bench organisation with one layer in it. */
export interface UploadTarget {
  mapId: number;
  layerId: number;
}

/** An uploader (a superuser) and a map with a layer, in the bench database. */
export async function createUploadTarget(databaseUrl: string): Promise<UploadTarget> {
  const db = createDb(databaseUrl, 2);
  try {
    const org = await db
      .insertInto('organisations')
      .values({ name: 'Upload bench' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({ email: EMAIL, password_hash: await hashPassword(PASSWORD), is_superuser: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({ user_id: user.id, organisation_id: org.id, admin: true })
      .execute();
    const owned = { organisation_id: org.id, owner_id: user.id };
    const map = await db
      .insertInto('maps')
      .values({ name: 'Uploads', ...owned })
      .returning('id')
      .executeTakeFirstOrThrow();
    const layer = await db
      .insertInto('layers')
      .values({ name: 'Uploads', ...owned })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('map_layers')
      .values({ map_id: map.id, layer_id: layer.id, position: 0 })
      .execute();
    return { mapId: map.id, layerId: layer.id };
  } finally {
    await db.destroy();
  }
}

export interface RunningServer {
  base: string;
  /** The node process that listens (tsx's child). */
  pid: number;
  /** The uploader's token. */
  key: string;
  /** Resident memory of the server process now, and its peak so far (MB). */
  rssMb(): Promise<number>;
  peakMb(): Promise<number>;
  /** Stops the server and removes everything it stored. */
  stop(): Promise<void>;
}

async function status(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
}

/**
 * The real server as its own process (no worker), signed in as the bench's uploader; `env`
 * adds to (or overrides) its environment.
 */
export async function startUploadServer(
  databaseUrl: string,
  storageDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const server = spawn(
    path.join(ROOT_DIR, 'node_modules/.bin/tsx'),
    [path.join(ROOT_DIR, 'apps/api/src/main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        STORAGE_DIR: storageDir,
        WORKER: 'off',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_SECONDS: '0',
        ...env,
      },
      stdio: 'inherit',
    },
  );
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(storageDir, { recursive: true, force: true });
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 150; i += 1) {
      const up = await fetch(`${base}/api/health/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { key } = (await login.json()) as { key: string };
    // The server process is tsx's child: measure the node process that listens.
    const children = await readFile(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8');
    const pid = Number(children.trim().split(/\s+/)[0] || server.pid);
    return {
      base,
      pid,
      key,
      rssMb: () => status(pid, 'VmRSS'),
      peakMb: () => status(pid, 'VmHWM'),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
