import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

const DAY_MS = 24 * 3600 * 1000;

/** A new access key of the token's user, made as the web app makes it. */
export async function createAccessKey(
  t: TestContext,
  token: string,
  name = 'QGIS',
  days = 30,
): Promise<{ id: number; key: string }> {
  const res = await t.request('POST', '/api/access-keys/', {
    token,
    body: { name, expires_at: new Date(Date.now() + days * DAY_MS).toISOString() },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, key } = res.json() as { id: number; key: string };
  return { id, key };
}

/** HTTP Basic as QGIS sends it: any user name, the key as the password. */
export function basic(key: string, user = 'qgis'): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}` };
}
