import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { readLog, startApiProcess } from '../test/entry-processes.js';
import { groupEmptied, killGroup } from '../test/process-group.js';
import { useTestApp } from '../test/test-app.js';

const exited = (child: ChildProcess) =>
  new Promise<[number | null, string | null]>((resolve) =>
    child.once('exit', (code, signal) => resolve([code, signal])),
  );

/** A POST whose body is sent in two goes: in flight, for as long as the test wants. */
function slowLogin(url: string) {
  const body = JSON.stringify({ email: 'nobody@rail.test', password: 'not-the-password' });
  const call = request(`${url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    call.on('error', reject);
    call.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  call.write(body.slice(0, 10));
  call.flushHeaders();
  return { answer, finish: () => call.end(body.slice(10)) };
}

/**
 * The api told to stop (SIGTERM to its own pid, as a process manager sends it): readiness fails
 * at once while it still serves, so that load balancers take it out; then it accepts no new
 * connection, finishes the request in flight and exits, leaving no process behind.
 */
describe('the api told to stop', () => {
  const t = useTestApp();
  const started: ChildProcess[] = [];

  afterAll(() => {
    for (const child of started) killGroup(child.pid!);
  });

  it('fails readiness, finishes the request in flight, and exits', async () => {
    const api = await startApiProcess(
      t.config,
      // The delay is only the window in which the test looks at readiness: nothing waits on it.
      { SHUTDOWN_DELAY_SECONDS: '10', SHUTDOWN_GRACE_SECONDS: '120' },
      { detached: true },
    );
    started.push(api.child);
    const gone = exited(api.child);
    const ready = () => fetch(`${api.url}/api/health/ready/`);
    expect((await ready()).status).toBe(200);
    const login = slowLogin(api.url);

    process.kill(api.child.pid!, 'SIGTERM');
    let answer = await ready();
    for (let i = 0; i < 200 && answer.status === 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await ready();
    }
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: 'unready', draining: true });

    await api.logged(/finishing the requests in flight/);
    login.finish();
    // Answered by the login route itself (wrong credentials), not turned away.
    const login400 = await login.answer;
    expect(login400.status, login400.body).toBe(400);
    expect(JSON.parse(login400.body)).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });

    expect(await gone).toEqual([0, null]);
    expect(await groupEmptied(api.child.pid!)).toEqual([]);
  }, 300_000);

  it('`npm start` stops, with the api it started, on SIGTERM to npm itself', async () => {
    // An external database (this test's), so no cluster; the web app is not built either, nor
    // the demo survey seeded (seed/demo-layers.seed.test.ts seeds it).
    const npm = spawn('npm', ['start'], {
      cwd: ROOT_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: t.config.DATABASE_URL,
        STORAGE_DIR: t.config.STORAGE_DIR,
        WORK_DIR: t.config.WORK_DIR,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
        WAYMARK_FIXTURES: '/nonexistent',
        WAYMARK_DEMO_SURVEY: '/nonexistent',
        WAYMARK_ADMIN_PASSWORD: 'Correct-Horse-42-Battery',
        // node_modules is this test run's: never reinstalled under it.
        WAYMARK_SKIP_INSTALL: '1',
        SHUTDOWN_DELAY_SECONDS: '0',
        LOG_LEVEL: 'info',
      },
    });
    started.push(npm);
    const gone = exited(npm);
    const log = readLog(npm);
    const [, url] = /Server listening at (http:\/\/[^"\s]+)/.exec(
      await log.logged(/Server listening at http:/),
    )!;
    expect((await fetch(`${url}/api/health/ready/`)).status).toBe(200);

    process.kill(npm.pid!, 'SIGTERM');

    expect(await gone).toEqual([0, null]);
    // The api heard it (npm passed it to start.mjs, which passed it on) and drained.
    await log.logged(/"signal":"SIGTERM".*"msg":"stopping"/);
    await log.logged(/"msg":"stopped"/);
    expect(await groupEmptied(npm.pid!)).toEqual([]);
    await expect(fetch(`${url}/api/health/live/`)).rejects.toThrow();
  }, 300_000);
});
