import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  enterMapShare,
  leaveMapShare,
  removeToken,
  storeToken,
} from '../entities/session/sessionStore.js';
import { ApiError } from './ApiError.js';
import { api, BYPASS_HEADER, idOf, ok, okWithResponse } from './client.js';
import { shareValidation } from '../features/map-share/testShares.js';

function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

async function lastRequest(): Promise<{ url: URL; request: Request; body: string }> {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no request was sent');
  const request = call[0] as Request;
  return { url: new URL(request.url), request, body: await request.clone().text() };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonAnswer(200, { ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
  leaveMapShare();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('request URLs', () => {
  it('fills path parameters and keeps the trailing slash', async () => {
    await ok(api.GET('/api/maps/{id}/', { params: { path: { id: idOf(7) } } }));
    expect((await lastRequest()).url.pathname).toBe('/api/maps/7/');
  });

  it('adds the trailing slash to paths the document writes without one', async () => {
    await ok(api.GET('/api/layers/{id}/status', { params: { path: { id: idOf(3) } } }));
    expect((await lastRequest()).url.pathname).toBe('/api/layers/3/status/');
  });

  it('writes the query string after the slash', async () => {
    await ok(
      api.GET('/api/organisations/{id}/maps/', {
        params: { path: { id: idOf(3) }, query: { items: '100' } },
      }),
    );
    const { url } = await lastRequest();
    expect(`${url.pathname}${url.search}`).toBe('/api/organisations/3/maps/?items=100');
  });
});

describe('request headers', () => {
  it('sends the csrftoken cookie back as X-CSRFToken', async () => {
    document.cookie = 'csrftoken=abc123';
    await ok(api.POST('/api/auth/logout/'));
    expect((await lastRequest()).request.headers.get('X-CSRFToken')).toBe('abc123');
  });

  it('sends the stored token as Authorization: Token <key>', async () => {
    storeToken('f'.repeat(40));
    await ok(api.GET('/api/users/me/'));
    const { headers } = (await lastRequest()).request;
    expect(headers.get('Authorization')).toBe(`Token ${'f'.repeat(40)}`);
    expect(headers.get('MapShare')).toBeNull();
  });

  it('sends no Authorization header without a token', async () => {
    await ok(api.GET('/api/layout/'));
    expect((await lastRequest()).request.headers.has('Authorization')).toBe(false);
  });

  it('sends MapShare: Token <token> in map-share mode instead of the auth token', async () => {
    storeToken('a'.repeat(40));
    enterMapShare('share-token', shareValidation({ token: 'share-token', map: 4 }));
    await ok(api.GET('/api/maps/{id}/', { params: { path: { id: idOf(4) } } }));
    const { headers } = (await lastRequest()).request;
    expect(headers.get('MapShare')).toBe('Token share-token');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('skips the authentication header with X-Bypass-Interceptor: true, and drops the marker', async () => {
    storeToken('a'.repeat(40));
    await ok(
      api.POST('/api/auth/login/', {
        body: { email: 'a@b.io', password: 'x' },
        headers: { [BYPASS_HEADER]: 'true' },
      }),
    );
    const { headers } = (await lastRequest()).request;
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has(BYPASS_HEADER)).toBe(false);
  });
});

describe('bodies and answers', () => {
  it('sends objects as JSON', async () => {
    await ok(api.POST('/api/auth/password/reset/', { body: { email: 'a@b.io' } }));
    const { body, request } = await lastRequest();
    expect(body).toBe('{"email":"a@b.io"}');
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('answers the status and headers with the data', async () => {
    fetchMock.mockImplementationOnce(async () =>
      jsonAnswer(200, { id: 1 }, { 'Last-Modified': 'Wed, 01 Jan 2025 00:00:00 GMT' }),
    );
    const answer = await okWithResponse(
      api.GET('/api/maps/{id}/', { params: { path: { id: idOf(1) } } }),
    );
    expect(answer.data).toEqual({ id: 1 });
    expect(answer.headers.get('Last-Modified')).toBe('Wed, 01 Jan 2025 00:00:00 GMT');
  });

  it('treats 304 as success without data', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(null, { status: 304 }));
    const answer = await okWithResponse(
      api.GET('/api/maps/{id}/', { params: { path: { id: idOf(1) } } }),
    );
    expect(answer).toMatchObject({ status: 304, data: null });
  });

  it('rejects failures with an ApiError carrying status, body and path', async () => {
    fetchMock.mockImplementationOnce(async () =>
      jsonAnswer(400, { email: ['Enter a valid email address.'] }),
    );
    const error = await ok(
      api.POST('/api/auth/password/reset/', { body: { email: 'not-an-email' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, path: '/api/auth/password/reset/' });
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
  });
});
