import { beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, expectError, NOT_AUTHENTICATED } from '../test/assertions.js';
import { PASSWORD, useTestApp } from '../test/test-app.js';

const CSRF_FAILED = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };
const CSRF = 'a'.repeat(32);

describe('cookie sessions and CSRF', () => {
  const t = useTestApp();
  let acme: number;
  let seq = 0;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
  });

  /** A user signed in through the login form: the session cookie and the key. */
  async function cookieSession() {
    const email = `cookie${(seq += 1)}@acme.test`;
    const user = await t.createUser({
      email,
      organisations: [{ id: acme }],
      permissions: ['profiles.impersonate'],
    });
    const res = await t.request('POST', '/api/auth/login/', {
      body: { email, password: PASSWORD },
    });
    const session = cookieOf(res, 'sessionid');
    return { user, session: session?.value as string, res };
  }
  const changeBody = {
    old_password: PASSWORD,
    new_password1: 'Saffron-Ridge-83',
    new_password2: 'Saffron-Ridge-83',
  };

  it('sets an httpOnly session cookie at login, holding the key', async () => {
    const { res } = await cookieSession();
    const session = cookieOf(res, 'sessionid');
    expect(session).toMatchObject({
      value: res.json().key,
      httpOnly: true,
      path: '/',
      sameSite: 'Lax',
    });
  });

  it('sets a readable csrftoken cookie on every /api answer that lacks one, errors included', async () => {
    for (const [method, url] of [
      ['GET', '/api/health/'],
      ['GET', '/api/users/me/'],
      ['GET', '/api/no/such/thing/'],
      ['POST', '/api/auth/login/'],
    ] as const) {
      const res = await t.request(method, url, { headers: { host: 'acme.test' } });
      const csrf = cookieOf(res, 'csrftoken');
      expect(csrf?.value, `${method} ${url}`).toMatch(/^[0-9a-f]{32}$/);
      expect(csrf?.httpOnly).toBeFalsy();
    }
    // A valid one is kept as it is; a malformed one is replaced.
    const kept = await t.request('GET', '/api/health/', {
      headers: { cookie: `csrftoken=${CSRF}` },
    });
    expect(cookieOf(kept, 'csrftoken')).toBeUndefined();
    const replaced = await t.request('GET', '/api/health/', {
      headers: { cookie: 'csrftoken=<script>' },
    });
    expect(cookieOf(replaced, 'csrftoken')?.value).toMatch(/^[0-9a-f]{32}$/);
  });

  it('authenticates safe requests with the cookie alone', async () => {
    const { user, session } = await cookieSession();
    const me = await t.request('GET', '/api/users/me/', {
      headers: { cookie: `sessionid=${session}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('refuses a cookie-authenticated unsafe request without a matching X-CSRFToken', async () => {
    const { user, session } = await cookieSession();
    const attempts: Record<string, string>[] = [
      { cookie: `sessionid=${session}` },
      { cookie: `sessionid=${session}; csrftoken=${CSRF}` },
      { cookie: `sessionid=${session}; csrftoken=${CSRF}`, 'x-csrftoken': 'b'.repeat(32) },
      { cookie: `sessionid=${session}`, 'x-csrftoken': CSRF },
    ];
    for (const headers of attempts) {
      const res = await t.request('POST', '/api/auth/password/change/', {
        headers,
        body: changeBody,
      });
      expectError(res, 403, CSRF_FAILED);
    }
    const acquire = await t.request('POST', '/api/impersonate/acquire/', {
      headers: { cookie: `sessionid=${session}` },
      body: { user_pk: user.id },
    });
    expectError(acquire, 403, CSRF_FAILED);
    const logout = await t.request('POST', '/api/auth/logout/', {
      headers: { cookie: `sessionid=${session}` },
    });
    expectError(logout, 403, CSRF_FAILED);
    // Nothing happened: the password and the session are as they were.
    expect(
      (
        await t.request('POST', '/api/auth/login/', {
          body: { email: user.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.request('GET', '/api/users/me/', { headers: { cookie: `sessionid=${session}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('accepts it with the csrftoken cookie echoed in X-CSRFToken', async () => {
    const { user, session } = await cookieSession();
    const headers = { cookie: `sessionid=${session}; csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
    const res = await t.request('POST', '/api/auth/password/change/', {
      headers,
      body: changeBody,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.login(user.email, 'Saffron-Ridge-83')).toMatch(/^[0-9a-f]{40}$/);

    const logout = await t.request('POST', '/api/auth/logout/', { headers });
    expect(logout.statusCode).toBe(200);
    expect(cookieOf(logout, 'sessionid')?.value).toBe('');
    const after = await t.request('GET', '/api/users/me/', {
      headers: { cookie: `sessionid=${session}` },
    });
    expectError(after, 403, NOT_AUTHENTICATED);
  });

  it('needs no CSRF token with Authorization: Token, even when a cookie is sent too', async () => {
    const { user, session } = await cookieSession();
    const res = await t.request('POST', '/api/auth/password/change/', {
      token: user.token,
      headers: { cookie: `sessionid=${session}` },
      body: changeBody,
    });
    expect(res.statusCode).toBe(200);
  });

  it('treats an unknown session cookie as signed out and clears it', async () => {
    const res = await t.request('GET', '/api/users/me/', {
      headers: { cookie: `sessionid=${'0'.repeat(40)}` },
    });
    expectError(res, 403, NOT_AUTHENTICATED);
    expect(cookieOf(res, 'sessionid')?.value).toBe('');
    // A stale cookie does not block signing in again.
    const { user } = await cookieSession();
    const login = await t.request('POST', '/api/auth/login/', {
      headers: { cookie: `sessionid=${'0'.repeat(40)}` },
      body: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
