import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run, table } from './bench-support.js';
import { ensureDebianTool } from './mapserver.js';
import { descendantPids } from './process-cpu.js';

/** Whose a thread is: the api under test (and its children), PostgreSQL, the bench's client. */
export type Role = 'api' | 'postgres' | 'client' | 'other';

/** One second of every core, as the kernel's scheduler saw it (perf sched). */
export interface SchedTrace {
  /** Milliseconds covered: about a second. */
  windowMs: number;
  /** Milliseconds each core ran its idle task (a core never idle has 0). */
  idleMs: number[];
  /** Milliseconds of CPU each role's threads ran, on all cores. */
  runMs: Record<Role, number>;
  /** The busiest thread of the api (its event loop), milliseconds. */
  apiThreadMs: number;
}

/** `perf sched timehist` lines: time, [cpu], task name[tid(/pid)], wait, delay, run time. */
const LINE = /^\s*([\d.]+)\s+\[(\d+)\]\s+(.+?)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$/;
const TASK = /^(.*)\[(\d+)(?:\/(\d+))?\]$/;

/** Sums `perf sched timehist` output by core (idle) and by role (threads). */
export function parseTimehist(text: string, roleOf: (pid: number, name: string) => Role) {
  const trace: SchedTrace = {
    windowMs: 0,
    idleMs: [],
    runMs: { api: 0, postgres: 0, client: 0, other: 0 },
    apiThreadMs: 0,
  };
  const apiThreads = new Map<number, number>();
  let first = Infinity;
  let last = -Infinity;
  for (const line of text.split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const [, timeText, cpuText, task, , , runText] = m;
    const time = Number(timeText) * 1000;
    first = Math.min(first, time);
    last = Math.max(last, time);
    const cpu = Number(cpuText);
    const ranMs = Number(runText);
    if (task === '<idle>') {
      trace.idleMs[cpu] = (trace.idleMs[cpu] ?? 0) + ranMs;
      continue;
    }
    const t = TASK.exec(task!);
    if (!t) continue;
    const tid = Number(t[2]);
    const role = roleOf(Number(t[3] ?? t[2]), t[1]!);
    trace.runMs[role] += ranMs;
    if (role === 'api') apiThreads.set(tid, (apiThreads.get(tid) ?? 0) + ranMs);
  }
  const cores = Math.max(trace.idleMs.length, 2);
  for (let cpu = 0; cpu < cores; cpu++) trace.idleMs[cpu] ??= 0;
  trace.windowMs = Number.isFinite(first) ? last - first : 0;
  trace.apiThreadMs = Math.max(0, ...apiThreads.values());
  return trace;
}

/** Debian's perf (linux-perf), installed when missing and we are root; else why not. */
export async function perfMissing(): Promise<string | null> {
  try {
    await ensureDebianTool('perf', ['--version'], 'linux-perf');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/**
 * Runs `pass` and records every core's scheduling for one second of it (`perf sched record -a`),
 * from a quarter second in: the pass must last longer than 1.25 s. `serverPid`, the api process
 * under test. Null trace when perf could not record (not root, no perf).
 */
export async function traceDuring<T>(
  serverPid: number,
  pass: () => Promise<T>,
): Promise<{ result: T; trace: SchedTrace | null }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'waymark-sched-'));
  const data = path.join(dir, 'sched.data');
  try {
    const passing = pass();
    await new Promise((resolve) => setTimeout(resolve, 250));
    const recorded = await new Promise<boolean>((resolve) => {
      const perf = spawn('perf', ['sched', 'record', '-a', '-o', data, '--', 'sleep', '1'], {
        stdio: 'ignore',
      });
      perf.on('error', () => resolve(false));
      perf.on('exit', (code) => resolve(code === 0));
    });
    const result = await passing;
    if (!recorded) return { result, trace: null };
    const { stdout } = await run('perf', ['sched', 'timehist', '-i', data], {
      maxBuffer: 256 * 1024 * 1024,
    });
    const api = await descendantPids(serverPid);
    const roleOf = (pid: number, name: string): Role => {
      if (api.has(pid)) return 'api';
      if (pid === process.pid) return 'client';
      return name === 'postgres' ? 'postgres' : 'other';
    };
    return { result, trace: parseTimehist(stdout, roleOf) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const share = (ms: number, of: number) => `${((100 * ms) / Math.max(1, of)).toFixed(0)} %`;

/** The traces of light sets: PostGIS alone's pass and the first requests' pass, side by side. */
export function printSchedTraces(
  rows: { set: string; sql: SchedTrace | null; uncached: SchedTrace | null }[],
  missing: string | null,
): void {
  console.log(
    '\nWhere the cores went on light sets (perf sched, one second of a pass; each core idle, ' +
      'and CPU ms by whose threads ran)',
  );
  if (missing) {
    console.log(`not recorded: ${missing}`);
    return;
  }
  const cells = (t: SchedTrace | null) =>
    t
      ? [
          t.idleMs.map((idle) => share(idle, t.windowMs)).join(' / '),
          t.runMs.api.toFixed(0),
          share(t.apiThreadMs, t.windowMs),
          t.runMs.postgres.toFixed(0),
          t.runMs.client.toFixed(0),
          t.runMs.other.toFixed(0),
        ]
      : ['not recorded', '', '', '', '', ''];
  const heads = [
    'cores idle',
    'api ms',
    "api's busiest thread",
    'PostgreSQL ms',
    'client ms',
    'other ms',
  ];
  table([
    ['set', 'pass', ...heads],
    ...rows.flatMap((r) => [
      [r.set, 'PostGIS alone', ...cells(r.sql)],
      [r.set, 'first requests', ...cells(r.uncached)],
    ]),
  ]);
}
