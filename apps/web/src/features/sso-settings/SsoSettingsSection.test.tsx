import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organisation } from '@waymark/contract';
import type { SsoSettings } from '@waymark/contract/sso';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organisationAbilities } from '../../test/abilities.js';
import { renderApp } from '../../test/renderApp.js';
import { editor, signedIn } from '../users-admin/testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function organisation(change: boolean): Organisation {
  return {
    id: 1,
    name: 'Demo Rail Surveys',
    domain: 'localhost',
    alt_domains: [],
    layout: null,
    map: 1,
    user_count: 4,
    share_viewer_analytics: false,
    require_two_factor: false,
    abilities: organisationAbilities(false, { view: true, change }),
  };
}

const URLS = {
  redirect_uri: 'https://maps.rail.test/api/auth/sso/callback/',
  post_logout_redirect_uri: 'https://maps.rail.test/auth/login/',
};

const SETTINGS: SsoSettings = {
  display_name: 'Rail Identity',
  issuer: 'https://login.rail.test/realms/staff',
  client_id: 'waymark',
  has_client_secret: true,
  scopes: 'openid email profile',
  email_claim: 'email',
  groups_claim: 'groups',
  group_permissions: [{ group: 'surveyors', permissions: ['layers.add_layer'] }],
  admin_groups: ['gis-admins'],
  email_domains: ['rail.test'],
  create_accounts: true,
  required: false,
  updated_at: '2026-11-30T08:00:00Z',
  ...URLS,
};

const admin = () => editor({ open_organisations_settings: true });

async function sectionOf() {
  return (await screen.findByRole('heading', { name: 'Single sign-on' })).closest('section')!;
}

describe('an organisation’s single sign-on settings (abilities.change)', () => {
  it('shows the URLs to register and the settings, never a secret, and tests discovery', async () => {
    signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation(true) },
      'GET /api/organisations/1/sso/': { body: { settings: SETTINGS, ...URLS } },
      'POST /api/organisations/1/sso/test/': {
        body: {
          issuer: SETTINGS.issuer,
          authorization_endpoint: `${SETTINGS.issuer}/auth`,
          token_endpoint: `${SETTINGS.issuer}/token`,
          userinfo_endpoint: null,
          end_session_endpoint: `${SETTINGS.issuer}/logout`,
          jwks_uri: `${SETTINGS.issuer}/certs`,
          scopes_supported: ['openid'],
          code_challenge_methods_supported: ['S256'],
        },
      },
    });
    renderApp('/organisations/1/');
    const section = await sectionOf();
    expect(
      await within(section).findByRole('textbox', { name: 'Redirect (callback) URL' }),
    ).toHaveValue(URLS.redirect_uri);
    expect(within(section).getByRole('textbox', { name: 'Issuer URL' })).toHaveValue(
      SETTINGS.issuer,
    );
    expect(within(section).queryByLabelText(/Client secret/)).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(section).getByRole('button', { name: 'Test connection' }));
    const found = await within(section).findByRole('table', { name: 'Test connection' });
    expect(within(found).getByText(`${SETTINGS.issuer}/logout`)).toBeInTheDocument();
    expect(within(found).getByText('S256')).toBeInTheDocument();
  });

  it('keeps the stored secret unless a new one is typed, and shows the server’s field errors', async () => {
    const bodies: unknown[] = [];
    signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation(true) },
      'GET /api/organisations/1/sso/': { body: { settings: SETTINGS, ...URLS } },
      'PUT /api/organisations/1/sso/': (request) => {
        const body = JSON.parse(String(request.body)) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1) {
          return {
            status: 400,
            body: { email_domains: ['Another organisation signs in addresses at rail.test.'] },
          };
        }
        return { body: { settings: { ...SETTINGS, display_name: 'Staff' }, ...URLS } };
      },
    });
    renderApp('/organisations/1/');
    const section = await sectionOf();
    const user = userEvent.setup({ delay: null });
    await user.click(await within(section).findByRole('button', { name: 'Change' }));
    const name = within(section).getByRole('textbox', { name: /Provider name/ });
    await user.clear(name);
    await user.type(name, 'Staff');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Another organisation signs in addresses at rail.test.'),
    ).toBeInTheDocument();
    expect(bodies[0]).not.toHaveProperty('client_secret');
    expect(bodies[0]).toMatchObject({ display_name: 'Staff', email_domains: ['rail.test'] });

    await user.type(within(section).getByLabelText(/Client secret/), 'n3w-secret');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ client_secret: 'n3w-secret' });
  });

  it('offers to set it up when it is off', async () => {
    const api = signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation(true) },
      'GET /api/organisations/1/sso/': { body: { settings: null, ...URLS } },
    });
    renderApp('/organisations/1/');
    const section = await sectionOf();
    expect(
      await within(section).findByText(
        'Single sign-on is off: people sign in with their passwords.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Set up' }));
    expect(within(section).getByLabelText(/Client secret/)).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/organisations/1/sso/')).toBe(true);
  });

  it('is not shown, nor asked for, to those who may not change the organisation', async () => {
    const api = signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation(false) },
    });
    renderApp('/organisations/1/');
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('heading', { name: 'Single sign-on' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/organisations/1/sso/')).toBe(false);
  });
});
