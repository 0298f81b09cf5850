import { readdir, readFile } from 'node:fs/promises';

/**
 * The live processes (zombies aside) of a process group, from /proc: a process started with
 * `detached: true` leads a group of its own that its children and theirs join, so an empty group
 * means that nothing it started is left, even what outlived it.
 */
export async function liveInGroup(pgid: number): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const live: number[] = [];
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue; // gone meanwhile
    // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') live.push(Number(pid));
  }
  return live;
}

/** Waits until the group is empty; what is still there after `tries` looks (100 ms apart). */
export async function groupEmptied(pgid: number, tries = 300): Promise<number[]> {
  let live = await liveInGroup(pgid);
  for (let i = 0; i < tries && live.length > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    live = await liveInGroup(pgid);
  }
  return live;
}

/** Ends whatever is left of a group (after a failed test), quietly. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // already gone
  }
}
