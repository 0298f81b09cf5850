import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, INVALID_TOKEN, NOT_FOUND } from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('error answers', () => {
  const t = useTestApp();
  let root: TestUser;

  beforeAll(async () => {
    await t.createOrganisation('Acme', 'acme.test');
    root = await t.createUser({ email: 'root@acme.test', superuser: true });
  });

  it('answers 404 {detail} for unknown, zero, negative, oversized and non-numeric ids everywhere', async () => {
    const templates = [
      '/api/users/:id/',
      '/api/organisations/:id/',
      '/api/organisations/:id/users/',
      '/api/layout/:id',
    ];
    for (const template of templates) {
      for (const id of ['31337', '0', '-4', '2147483648', 'abc', '1e3', '%20']) {
        const url = template.replace(':id', id);
        const res = await t.request('GET', url, {
          token: root.token,
          headers: { host: 'acme.test' },
        });
        expectError(res, 404, NOT_FOUND);
      }
    }
    for (const method of ['PATCH', 'DELETE'] as const) {
      expectError(
        await t.request(method, '/api/users/abc/', { token: root.token, body: {} }),
        404,
        NOT_FOUND,
      );
    }
  });

  it('answers 404 {detail} for an /api path that does not exist, or a method a path lacks', async () => {
    expectError(
      await t.request('GET', '/api/nothing/here/', { token: root.token }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('DELETE', '/api/organisations/', { token: root.token }),
      404,
      NOT_FOUND,
    );
    expectError(await t.request('GET', '/api'), 404, NOT_FOUND);
  });

  it('gives every answer an X-Request-Id, distinct per request, and keeps a client-sent one', async () => {
    const answers = [
      await t.request('GET', '/api/health/'),
      await t.request('GET', '/api/users/me/', { token: root.token }),
      await t.request('GET', '/api/users/me/'),
      await t.request('GET', '/api/users/me/', { token: 'f'.repeat(40) }),
      await t.request('GET', '/api/nowhere/'),
      await t.request('GET', '/some/web/route'),
      await t.request('POST', '/api/auth/login/', { body: {} }),
    ];
    const ids = answers.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const echoed = await t.request('GET', '/api/health/', {
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-abc-123');
  });

  it('answers unreadable bodies with a fixed detail, not the parser’s internals', async () => {
    const post = (payload: string, contentType: string) =>
      t.request('POST', '/api/auth/login/', {
        body: payload,
        headers: { 'content-type': contentType },
      });
    expectError(await post('{"email": "a@b.c", ', 'application/json'), 400, {
      detail: 'JSON parse error.',
    });
    expectError(await post('', 'application/json'), 400, { detail: 'JSON parse error.' });
    expectError(await post('email=a', 'text/csv'), 415, {
      detail: 'Unsupported media type in request.',
    });
    const huge = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) });
    expectError(await post(huge, 'application/json'), 413, {
      detail: 'Request body is too large.',
    });
  });

  it('rejects a bad token even on public endpoints', async () => {
    expectError(await t.request('GET', '/api/health/', { token: 'nothex' }), 403, INVALID_TOKEN);
    expectError(
      await t.request('GET', '/api/layout/', {
        token: 'e'.repeat(40),
        headers: { host: 'acme.test' },
      }),
      403,
      INVALID_TOKEN,
    );
  });

  it('answers a database failure with 500 and the request id, never the SQL or a stack', async () => {
    await sql`alter table organisations rename to organisations_away`.execute(t.db);
    try {
      const res = await t.request('GET', '/api/organisations/', {
        token: root.token,
        query: { ordering: '-name' },
      });
      expectError(res, 500);
      expect(res.json()).toEqual({
        detail: 'A server error occurred.',
        request_id: res.headers['x-request-id'],
      });
      expect(res.body).not.toContain('organisations');
    } finally {
      await sql`alter table organisations_away rename to organisations`.execute(t.db);
    }
    expect((await t.request('GET', '/api/organisations/', { token: root.token })).statusCode).toBe(
      200,
    );
  });
});
