import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

describe('API documentation', () => {
  const t = useTestApp();

  it('lists every foundation endpoint in the OpenAPI document', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const expected: Record<string, string[]> = {
      '/api/auth/login/': ['post'],
      '/api/auth/logout/': ['post'],
      '/api/auth/user/': ['get'],
      '/api/users/me/': ['get'],
      '/api/auth/password/change/': ['post'],
      '/api/auth/password/reset/': ['post'],
      '/api/auth/password/reset/confirm/': ['post'],
      '/api/organisations/': ['get', 'post'],
      '/api/organisations/{id}/': ['get', 'patch'],
      '/api/organisations/{id}/users/': ['get'],
      '/api/users/': ['post'],
      '/api/users/{id}/': ['get', 'patch', 'delete'],
      '/api/layout/': ['get'],
      '/api/layout/{id}': ['get'],
      '/api/impersonate/acquire/': ['post'],
      '/api/impersonate/release/': ['post'],
      '/api/health/': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(doc.paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
    // Request bodies come from the contract's zod schemas.
    const login = doc.paths['/api/auth/login/']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(login.requestBody.content['application/json']?.schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('serves the browsable documentation page', async () => {
    for (const url of ['/api/docs/', '/api/docs']) {
      const res = await t.request('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toMatch(/<html/i);
    }
  });
});
