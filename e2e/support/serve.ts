// Playwright's web server: a fresh database, a mail catcher, the seeded accounts, and the API
// server (which serves the built web app) on PORT. Runs until Playwright stops it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { runScript, waymarkCli } from './cli.js';
import {
  ADMIN,
  CHANGE_USER,
  CORRIDOR_MAP,
  DATABASE_NAME,
  EMPTY_ORGANISATION,
  LOCKOUT_USER,
  MAIL_DIR,
  NOMAP,
  PORT,
  RESET_USER,
  ROOT,
  STORAGE_DIR,
  TARGET,
  VIEWER,
  WORK_DIR,
  type Account,
} from './constants.js';
import { recreateDatabase } from './database.js';
import { startMailCapture } from './mailCapture.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  throw new Error('DATABASE_URL must point at a PostgreSQL server (npm test sets it)');

const databaseUrl = await recreateDatabase(serverUrl, DATABASE_NAME);
// A fresh database starts its ids again: files an earlier run stored under them must go too.
rmSync(STORAGE_DIR, { recursive: true, force: true });
rmSync(WORK_DIR, { recursive: true, force: true });
const mail = await startMailCapture(MAIL_DIR);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  SMTP_URL: mail.url,
  PORT: String(PORT),
  STORAGE_DIR,
  WORK_DIR,
  LOG_LEVEL: 'warn',
  // Nothing balances load in front of it: stop at once when Playwright is done.
  SHUTDOWN_DELAY_SECONDS: '0',
  // Every test signs in; the production limits would lock the suite out.
  LOGIN_RATE_LIMIT: '10000',
  PASSWORD_RESET_RATE_LIMIT: '10000',
  WAYMARK_ADMIN_EMAIL: ADMIN.email,
  WAYMARK_ADMIN_PASSWORD: ADMIN.password,
};

waymarkCli(['setup'], env);
const demo = 'localhost';
const account = (user: Account, domain: string, permissions: string[] = []) => ({
  ...user,
  domain,
  permissions,
});
runScript(
  'apps/api/src/test/e2e-world.seed.ts',
  [
    JSON.stringify({
      corridorMap: { name: CORRIDOR_MAP, ownerEmail: ADMIN.email },
      organisations: [EMPTY_ORGANISATION],
      users: [
        account(VIEWER, demo),
        account(TARGET, demo, ['users.change_user']),
        account(RESET_USER, demo),
        account(CHANGE_USER, demo),
        account(LOCKOUT_USER, demo),
        account(NOMAP, EMPTY_ORGANISATION.domain, [
          'maps.change_map',
          'layers.change_layer',
          'users.change_user',
        ]),
      ],
    }),
  ],
  env,
);

const server = spawn(
  path.join(ROOT, 'node_modules/.bin/tsx'),
  [path.join(ROOT, 'apps/api/src/main.ts')],
  { cwd: ROOT, env, stdio: 'inherit' },
);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await mail.close();
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
