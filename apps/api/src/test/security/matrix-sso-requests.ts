import { ssoSettingsFor, withoutSecret } from '../sso.js';
import type { CellContext, MatrixRequest } from './matrix-requests.js';

const SETTINGS = ssoSettingsFor({
  url: 'https://login.alpha.example',
  clientId: 'waymark',
  clientSecret: 'matrix-secret',
});

/**
 * How the permission matrix calls the operations of issue 30: the all-organisations audit log;
 * the single sign-on operations: organisation A's
 * settings (present before a removal), discovery at a loopback port where nothing answers,
 * and sign-in steps with codes and states no sign-in issued.
 */
export const ssoRequests: Record<string, (c: CellContext) => Promise<MatrixRequest>> = {
  'GET /api/audit-log/': async () => ({}),
  'GET /api/audit-log/export/': async () => ({}),
  'GET /api/auth/sso/': async () => ({}),
  'POST /api/auth/sso/lookup/': async () => ({ body: { email: 'someone@alpha.example' } }),
  'GET /api/auth/sso/{id}/start/': async ({ world }) => ({ params: { id: world.orgA } }),
  'GET /api/auth/sso/callback/': async () => ({}),
  'POST /api/auth/sso/exchange/': async () => ({ body: { code: 'a'.repeat(40) } }),
  'GET /api/organisations/{id}/sso/': async ({ world }) => ({ params: { id: world.orgA } }),
  'PUT /api/organisations/{id}/sso/': async ({ world }) => ({
    params: { id: world.orgA },
    body: SETTINGS,
  }),
  'DELETE /api/organisations/{id}/sso/': async ({ t, world }) => {
    const values = { ...withoutSecret(SETTINGS), client_secret_sealed: null };
    await t.container.repos.sso.save(world.orgA, values);
    return { params: { id: world.orgA } };
  },
  'POST /api/organisations/{id}/sso/test/': async ({ world }) => ({
    params: { id: world.orgA },
    body: { issuer: 'http://127.0.0.1:9/' },
  }),
};
