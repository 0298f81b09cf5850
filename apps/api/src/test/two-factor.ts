import { generate } from 'otplib';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

/** The code an authenticator app shows for the secret, `steps` 30-second steps from now. */
export function codeFor(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

export interface Enrolled {
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
  /** The code that confirmed the set-up: used, it is refused from now on. */
  usedCode: string;
}

/**
 * Sets up two-factor sign-in for the token's user as the web app does: start, then confirm with
 * the current code (its step is then used: the next sign-in takes the next step's code).
 */
export async function enrol(t: TestContext, token: string): Promise<Enrolled> {
  const started = await t.request('POST', '/api/auth/two-factor/setup/', { token });
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauth_url } = started.json() as { secret: string; otpauth_url: string };
  const usedCode = await codeFor(secret);
  const confirmed = await t.request('POST', '/api/auth/two-factor/confirm/', {
    token,
    body: { code: usedCode },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recovery_codes } = confirmed.json() as { recovery_codes: string[] };
  return { secret, otpauthUrl: otpauth_url, recoveryCodes: recovery_codes, usedCode };
}

/** The audit entries of an action, oldest first. */
export function auditEntries(t: TestContext, action: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'as_user_id', 'object_type', 'object_id', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
