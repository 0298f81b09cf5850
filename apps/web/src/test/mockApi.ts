import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

export type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/**
 * Stubs fetch with answers by 'METHOD /api/path/' (no query). Anything else answers
 * 404 {detail: 'Not found.'}, as the server does.
 */
export function mockApi(routes: Record<string, Route>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // The API client sends Request objects; other code (MapLibre's tiles) URLs and an init.
    const isRequest = input instanceof Request;
    const url = new URL(isRequest ? input.url : String(input), 'http://localhost:3000');
    const request: MockRequest = {
      method: isRequest ? input.method : (init.method ?? 'GET'),
      path: url.pathname,
      search: url.search,
      headers: new Headers(isRequest ? input.headers : init.headers),
      body: isRequest ? (await input.clone().text()) || null : init.body,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer: MockAnswer = route
      ? typeof route === 'function'
        ? await route(request)
        : route
      : { status: 404, body: { detail: 'Not found.' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      statusText: status === 200 ? 'OK' : `Status ${status}`,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
