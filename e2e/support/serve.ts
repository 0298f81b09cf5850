// Playwright's web server: a database of its own with the seeded world (support/world.ts), a
// mail catcher, and the API server (which serves the built web app) on PORT. Runs until
// Playwright stops it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  ADMIN,
  DATABASE_NAME,
  MAIL_DIR,
  PORT,
  ROOT,
  SERVER_INDEX,
  STORAGE_DIR,
  WORK_DIR,
} from './constants.js';
import { withDatabase } from './database.js';
import { startMailCapture } from './mailCapture.js';
import { prepareWorld } from './world.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  throw new Error('DATABASE_URL must point at a PostgreSQL server (npm test sets it)');

const databaseUrl = withDatabase(serverUrl, DATABASE_NAME);
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

await prepareWorld(SERVER_INDEX, serverUrl, env);

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
