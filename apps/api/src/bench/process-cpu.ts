import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/** CPU seconds spent while a measurement ran, by who spent them; `idle`, the cores' idle time. */
export interface CpuUse {
  /** The server process under test and its children (tsx runs the api as a child). */
  server: number;
  /** PostgreSQL's processes: the backends making the tiles, and its own background work. */
  postgres: number;
  /** This process and the clients it ran: the load client (and the pg client of PostGIS alone). */
  client: number;
  idle: number;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

interface ProcessTicks {
  pid: number;
  parent: number;
  name: string;
  ticks: number;
}

/** Every process's user + system ticks so far (Linux /proc; the bench runs on Debian). */
async function processTicks(): Promise<ProcessTicks[]> {
  const out: ProcessTicks[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // A process may end between the listing and the read: it is simply not counted.
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.push({
      pid: Number(entry),
      parent: Number(fields[1]),
      name,
      // With its ended children's (cutime, cstime): the wrk or pgbench run as a client, the
      // backends pgbench's connections had, once reaped.
      ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
    });
  }
  return out;
}

async function idleTicks(): Promise<number> {
  const total = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!.split(/\s+/);
  return Number(total[4]);
}

/** The pids of `roots` and of all their descendants. */
function descendants(processes: readonly ProcessTicks[], roots: readonly number[]): Set<number> {
  const found = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of processes)
      if (!found.has(p.pid) && found.has(p.parent)) {
        found.add(p.pid);
        grew = true;
      }
  }
  return found;
}

/** The pids of `root` and of all its descendants, now. */
export async function descendantPids(root: number): Promise<Set<number>> {
  return descendants(await processTicks(), [root]);
}

/**
 * Runs `measure` and counts the CPU it cost on this machine: the server (`serverPid` and its
 * children), PostgreSQL and this process with the clients it ran. A backend that ends during the
 * measurement is counted once reaped (in the postmaster's count of its children): a pass that
 * ends connections waits for that (pgbenchPass).
 */
export async function withCpu<T>(
  serverPid: number,
  measure: () => Promise<T>,
): Promise<{ result: T; cpu: CpuUse }> {
  const before = new Map((await processTicks()).map((p) => [p.pid, p.ticks]));
  const idleBefore = await idleTicks();
  const result = await measure();
  const idle = (await idleTicks()) - idleBefore;
  const after = await processTicks();
  const server = descendants(after, [serverPid]);
  const cpu: CpuUse = { server: 0, postgres: 0, client: 0, idle: idle / TICKS_PER_SECOND };
  for (const p of after) {
    const spent = (p.ticks - (before.get(p.pid) ?? 0)) / TICKS_PER_SECOND;
    if (p.pid === process.pid) cpu.client += spent;
    else if (server.has(p.pid)) cpu.server += spent;
    else if (p.name === 'postgres') cpu.postgres += spent;
  }
  return { result, cpu };
}
