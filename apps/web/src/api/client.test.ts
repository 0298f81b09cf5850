import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  enterMapShare,
  leaveMapShare,
  removeToken,
  storeToken,
} from '../features/session/sessionStore.js';
import { ApiError } from './ApiError.js';
import { apiFetch, apiRequest, BYPASS_HEADER } from './client.js';
import { resolveRequestUrl } from './url.js';

function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no request was sent');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonAnswer(200, { ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
  leaveMapShare();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('request URLs', () => {
  it('puts relative paths under /api/ with a trailing slash', async () => {
    await apiRequest('users/me');
    expect(lastRequest().url).toBe('/api/users/me/');
  });

  it('keeps an existing trailing slash and the query string', async () => {
    await apiRequest('organisations/3/maps/', { query: { items: 100, page: undefined } });
    expect(lastRequest().url).toBe('/api/organisations/3/maps/?items=100');
  });

  it('adds the slash before a query written into the path', () => {
    expect(resolveRequestUrl('/api/maps?page=2', {}, 'http://localhost').url).toBe(
      '/api/maps/?page=2',
    );
  });

  it('leaves other hosts alone', () => {
    const resolved = resolveRequestUrl(
      'https://geocoder.example.org/search',
      {},
      'http://localhost',
    );
    expect(resolved).toMatchObject({ url: 'https://geocoder.example.org/search', sameHost: false });
  });
});

describe('request headers', () => {
  it('sends the csrftoken cookie back as X-CSRFToken', async () => {
    document.cookie = 'csrftoken=abc123';
    await apiRequest('auth/logout/', { method: 'POST' });
    expect(lastRequest().headers.get('X-CSRFToken')).toBe('abc123');
  });

  it('sends the stored token as Authorization: Token <key>', async () => {
    storeToken('f'.repeat(40));
    await apiRequest('users/me/');
    expect(lastRequest().headers.get('Authorization')).toBe(`Token ${'f'.repeat(40)}`);
    expect(lastRequest().headers.get('MapShare')).toBeNull();
  });

  it('sends no Authorization header without a token', async () => {
    await apiRequest('layout/');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends MapShare: Token <token> in map-share mode instead of the auth token', async () => {
    storeToken('a'.repeat(40));
    enterMapShare('share-token', { token: 'share-token', map: 4 });
    await apiRequest('maps/4/');
    expect(lastRequest().headers.get('MapShare')).toBe('Token share-token');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('skips the authentication header with X-Bypass-Interceptor: true, and drops the marker', async () => {
    storeToken('a'.repeat(40));
    await apiRequest('auth/login/', {
      method: 'POST',
      body: { email: 'a@b.io', password: 'x' },
      headers: { [BYPASS_HEADER]: 'true' },
    });
    const { headers } = lastRequest();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has(BYPASS_HEADER)).toBe(false);
  });

  it('sends no CSRF or authentication header to another host', async () => {
    storeToken('a'.repeat(40));
    document.cookie = 'csrftoken=abc123';
    await apiRequest('https://geocoder.example.org/search');
    const { headers } = lastRequest();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-CSRFToken')).toBe(false);
  });
});

describe('bodies and answers', () => {
  it('sends objects as JSON', async () => {
    await apiRequest('auth/login/', { method: 'POST', body: { email: 'a@b.io' } });
    const { init, headers } = lastRequest();
    expect(init.body).toBe('{"email":"a@b.io"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as it is', async () => {
    const form = new FormData();
    form.set('user_pk', '7');
    await apiRequest('impersonate/acquire/', { method: 'POST', body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('answers the status and headers with the data', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(200, { id: 1 }, { 'Last-Modified': 'Wed, 01 Jan 2025 00:00:00 GMT' }),
    );
    const answer = await apiFetch<{ id: number }>('maps/1/');
    expect(answer.data).toEqual({ id: 1 });
    expect(answer.headers.get('Last-Modified')).toBe('Wed, 01 Jan 2025 00:00:00 GMT');
  });

  it('treats 304 as success without data', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    const answer = await apiFetch('maps/1/');
    expect(answer).toMatchObject({ status: 304, data: null });
  });

  it('rejects failures with an ApiError carrying status, body and path', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(400, { email: ['Enter a valid email address.'] }));
    const error = await apiRequest('auth/password/reset/', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, path: '/api/auth/password/reset/' });
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
  });
});
