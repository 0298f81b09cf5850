import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate } from '../db/migrator.js';

export const run = promisify(execFile);

export async function timed<T>(fn: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = process.hrtime.bigint();
  const value = await fn();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, value };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh, migrated database for one benchmark run. */
export async function freshDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(baseUrl, name);
  await migrate(url);
  return url;
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Prints rows as an aligned table. */
export function table(rows: (string | number)[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows)
    console.log(row.map((cell, i) => String(cell).padEnd(widths[i]!)).join('  '));
}
