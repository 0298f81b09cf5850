import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// What an error body must never carry: stack frames, SQL, driver or file-system details.
const LEAKS = [
  /\bat [\w.<>]+ \(/, // stack frame "at fn ("
  /node:internal|node_modules|\.ts:\d+/,
  /\bselect\b.+\bfrom\b|\binsert into\b|\bupdate "?\w+"? set\b|\bdelete from\b/i,
  /postgres|kysely|pg_|relation "|violates|duplicate key|syntax error/i,
  /"stack"|"sql"|"query":\s*"/i,
];

/** An error answer: the status, a JSON body, a request id, and nothing internal. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  body?: Record<string, unknown>,
): void {
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-request-id']).toEqual(expect.any(String));
  for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
  if (body) expect(res.json()).toEqual(body);
}

export const NOT_FOUND = { detail: 'Not found.' };
export const NO_PERMISSION = { detail: 'You do not have permission to perform this action.' };
export const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };
export const INVALID_TOKEN = { detail: 'Invalid token.' };

/** A 400 whose body names exactly these fields, each with at least one message. */
export function expectFieldErrors(
  res: LightMyRequestResponse,
  fields: string[],
): Record<string, string[]> {
  expectError(res, 400);
  const body = res.json() as Record<string, string[]>;
  expect(Object.keys(body).sort()).toEqual([...fields].sort());
  for (const field of fields) {
    expect(body[field]).toEqual(expect.arrayContaining([expect.any(String)]));
  }
  return body;
}

/** The value of a Set-Cookie of the response, with its attributes. */
export function cookieOf(res: LightMyRequestResponse, name: string) {
  return (res.cookies as { name: string; value: string; httpOnly?: boolean; path?: string }[]).find(
    (c) => c.name === name,
  );
}
