import { execFileSync } from 'node:child_process';
import { chown } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';

/** A port nobody listens on now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Who runs a database server process the tests start: the tests' own user, or, when that is
 * root (PgBouncer and PostgreSQL refuse to run as root), Debian's `postgres`, then given `paths`.
 * Null: ourselves.
 */
export async function serverUser(paths: readonly string[]): Promise<string | null> {
  if (userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  const [uid, gid] = [id('-u'), id('-g')];
  for (const p of paths) await chown(p, uid, gid);
  return 'postgres';
}
