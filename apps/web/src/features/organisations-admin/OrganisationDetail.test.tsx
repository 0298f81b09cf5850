import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { organisationAbilities } from '../../test/abilities.js';
import userEvent from '@testing-library/user-event';
import type { Organisation } from '@waymark/contract';
import type { OrganisationUsage } from '@waymark/contract/usage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layout, map } from '../../test/fixtures.js';
import { renderApp } from '../../test/renderApp.js';
import { editor, jsonOf, signedIn } from '../users-admin/testFixtures.js';

// uPlot draws on a canvas, which jsdom has not: the chart says what it shows instead.
vi.mock('./usage/UsageChart.js', () => ({
  UsageChart: ({ data, description }: { data: [number[], number[]]; description: string }) => (
    <div role="img" aria-label={description} data-values={data[1].join(',')} />
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The usage answer: `days` days ending 30 May 2026, a few of them used. */
function usage(days: number): OrganisationUsage {
  const end = Date.UTC(2026, 4, 30);
  const list = Array.from({ length: days }, (_, i) => {
    const day = new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const used = i >= days - 3;
    return {
      day,
      map_views: used ? 4 : 0,
      active_users: used ? 2 : 0,
      tiles: used ? 1500 : 0,
    };
  });
  return {
    organisation: 1,
    from: list[0]!.day,
    to: list[list.length - 1]!.day,
    days: list,
    totals: { map_views: 12, active_users: 3, tiles: 4500 },
    storage: { bytes: 3 * 1024 ** 3, files: 42 },
  };
}

const LOGO_URL = '/api/organisations/1/logo/?v=0123456789ab';

function organisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: 1,
    name: 'Demo Rail Surveys',
    domain: 'localhost',
    alt_domains: ['demo.localhost'],
    map: 1,
    user_count: 4,
    share_viewer_analytics: false,
    require_two_factor: false,
    layout: {
      title: 'Demo Rail Surveys',
      navbarColor: '#ffffff',
      navbarColorText: '#212121',
      themes: { light: { primary: '#4caf50', secondary: '#3f51b5', accent: '#ff00ff' }, dark: {} },
      dark: false,
      rtl: false,
      lang: 'en',
      logo: null,
    },
    // The usage section has tests of its own (below), the audit log in features/audit-log.
    abilities: organisationAbilities(true, { view_usage: false, view_audit_log: false }),
    ...overrides,
  };
}

const admin = () => editor({ open_organisations_settings: true });
const preview = () => screen.getByTestId('top-bar-preview');
const ACCESS_KEYS = 'Access keys of the organisation’s users';

async function startEditing() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return user;
}

describe('organisation detail (/organisations/:id/)', () => {
  it('shows the access keys of its users when its abilities.view_access_keys is true', async () => {
    signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation() },
      'GET /api/organisations/1/access-keys/': {
        body: { count: 0, next: null, previous: null, results: [] },
      },
    });
    renderApp('/organisations/1/');
    expect(await screen.findByRole('heading', { name: ACCESS_KEYS })).toBeInTheDocument();
    expect(
      await screen.findByText('No member of this organisation has an access key.'),
    ).toBeInTheDocument();
  });

  it('previews the top bar as the layout is edited', async () => {
    signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation() },
      'GET /api/organisations/1/maps/': { body: [map(), map({ id: 2, name: 'Second' })] },
    });
    renderApp('/organisations/1/');
    const user = await startEditing();
    expect(within(preview()).getByText('Demo Rail Surveys')).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Rail Atlas');
    expect(within(preview()).getByText('Rail Atlas')).toBeInTheDocument();

    const navbar = screen.getByRole('textbox', { name: 'Navbar colour' });
    await user.clear(navbar);
    await user.type(navbar, '#123456');
    await waitFor(() =>
      expect(getComputedStyle(preview()).backgroundColor).toBe('rgb(18, 52, 86)'),
    );
    // The browser's colour picker writes the same field.
    fireEvent.input(screen.getByLabelText('Navbar text colour (colour picker)'), {
      target: { value: '#fafafa' },
    });
    expect(screen.getByRole('textbox', { name: 'Navbar text colour' })).toHaveValue('#fafafa');
    await waitFor(() => expect(getComputedStyle(preview()).color).toBe('rgb(250, 250, 250)'));

    // A colour being typed that is not one yet leaves the preview as it was.
    await user.clear(navbar);
    await user.type(navbar, '#12');
    expect(within(preview()).getByText('Rail Atlas')).toBeInTheDocument();
  });

  it('warns while a chosen text colour and its background fall below 4.5:1', async () => {
    signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation() },
      'GET /api/organisations/1/maps/': { body: [map()] },
    });
    renderApp('/organisations/1/');
    const user = await startEditing();
    const text = screen.getByRole('textbox', { name: 'Navbar text colour' });
    await user.clear(text);
    await user.type(text, '#4caf50');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '‘Navbar text colour’ on ‘Navbar colour’: a contrast of 2.7:1.',
    );
    await user.clear(text);
    await user.type(text, '#2e7d32');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('saves the organisation and its whole layout, and re-brands the running app', async () => {
    let saved = organisation();
    const api = signedIn(admin(), {
      'GET /api/layout/1/': () => ({ body: saved.layout ?? layout }),
      'GET /api/organisations/1/': () => ({ body: saved }),
      'GET /api/organisations/1/maps/': { body: [map(), map({ id: 2, name: 'Second' })] },
      'PATCH /api/organisations/1/': (request) => {
        saved = { ...saved, ...(jsonOf(request) as Partial<Organisation>) };
        return { body: saved };
      },
    });
    renderApp('/organisations/1/');
    const user = await startEditing();

    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Rail Atlas');
    const navbar = screen.getByRole('textbox', { name: 'Navbar colour' });
    await user.clear(navbar);
    await user.type(navbar, '#123456');
    const dark = within(screen.getByRole('region', { name: 'Dark theme' }));
    await user.type(dark.getByRole('textbox', { name: 'Primary colour' }), '#ff9800');
    await user.click(screen.getByRole('switch', { name: 'Right-to-left' }));
    await user.type(
      screen.getByRole('combobox', { name: 'Alternate domains' }),
      'atlas.localhost{Enter}',
    );
    await user.click(screen.getByRole('combobox', { name: 'Default map' }));
    await user.click(await screen.findByRole('option', { name: 'Second' }));
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Gaeilge' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(jsonOf(api.requests.find((r) => r.method === 'PATCH'))).toEqual({
      name: 'Demo Rail Surveys',
      domain: 'localhost',
      alt_domains: ['demo.localhost', 'atlas.localhost'],
      map: 2,
      share_viewer_analytics: false,
      require_two_factor: false,
      layout: {
        logo: null,
        title: 'Rail Atlas',
        navbarColor: '#123456',
        navbarColorText: '#212121',
        // Colours the editor does not show (accent) are kept.
        themes: {
          light: { primary: '#4caf50', secondary: '#3f51b5', accent: '#ff00ff' },
          dark: { primary: '#ff9800' },
        },
        dark: false,
        rtl: true,
        lang: 'ga',
      },
    });
    // The running app takes the new layout at once: the top bar's title.
    const banner = screen.getAllByRole('banner')[0]!;
    await waitFor(() => expect(within(banner).getByText('Rail Atlas')).toBeInTheDocument());
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it('uploads a chosen logo after saving, and removes one by saving without it', async () => {
    let saved = organisation({ layout: { ...organisation().layout, logo: LOGO_URL } });
    const api = signedIn(admin(), {
      'GET /api/organisations/1/': () => ({ body: saved }),
      'PATCH /api/organisations/1/': (request) => {
        saved = { ...saved, ...(jsonOf(request) as Partial<Organisation>) };
        return { body: saved };
      },
      'POST /api/organisations/1/logo/': () => {
        saved = { ...saved, layout: { ...saved.layout, logo: `${LOGO_URL}x` } };
        return { body: saved };
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderApp('/organisations/1/');
    let user = await startEditing();
    expect(within(preview()).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', LOGO_URL);

    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(screen.getByLabelText('Logo', { selector: 'input' }), file);
    expect(within(preview()).getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      'blob:logo',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    const [patch, post] = api.requests.filter((r) => r.method !== 'GET');
    expect(patch?.method).toBe('PATCH');
    expect((jsonOf(patch) as { layout: { logo: string } }).layout.logo).toBe(LOGO_URL);
    expect(post?.path).toBe('/api/organisations/1/logo/');
    expect(post?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    // (jsdom's File reaches Node's FormData as a blob part: its type survives, not its name.)
    expect(String(post?.body)).toMatch(
      /Content-Disposition: form-data; name="logo"; filename="[^"]+"\r\nContent-Type: image\/svg\+xml/,
    );

    user = await startEditing();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(within(preview()).queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    const removal = api.requests.filter((r) => r.method === 'PATCH')[1];
    expect((jsonOf(removal) as { layout: { logo: null } }).layout.logo).toBeNull();
  });

  it('refuses a file that is not an image before sending anything', async () => {
    signedIn(admin(), { 'GET /api/organisations/1/': { body: organisation() } });
    renderApp('/organisations/1/');
    const user = await startEditing();
    const input = screen.getByLabelText('Logo', { selector: 'input' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Choose an image file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('is read-only with no Edit button when the organisation’s abilities.change is false', async () => {
    signedIn(admin(), {
      'GET /api/organisations/1/': {
        body: organisation({
          abilities: organisationAbilities(true, {
            change: false,
            view_access_keys: false,
            view_usage: false,
          }),
        }),
      },
    });
    renderApp('/organisations/1/');
    expect(
      await screen.findByText(
        'Only an admin of this organisation who may change organisations can edit it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // view_access_keys and view_usage are false: no keys of its users, no usage.
    expect(screen.queryByRole('heading', { name: ACCESS_KEYS })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Usage' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Right-to-left' })).toBeDisabled();
    // Selects and colour pickers do not open either.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('combobox', { name: 'Default map' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Navbar colour (colour picker)')).toBeDisabled();
  });

  it('shows the server’s field errors under their fields', async () => {
    signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation() },
      'PATCH /api/organisations/1/': {
        status: 400,
        body: { domain: ['This domain is used by another organisation.'] },
      },
    });
    renderApp('/organisations/1/');
    const user = await startEditing();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This domain is used by another organisation.'),
    ).toBeInTheDocument();
  });
});

describe('organisation usage, for its admins (abilities.view_usage)', () => {
  it('shows the period’s figures and a chart of a figure per day; another period asks again', async () => {
    const api = signedIn(admin(), {
      'GET /api/organisations/1/': {
        body: organisation({ abilities: organisationAbilities(true, { view_audit_log: false }) }),
      },
      'GET /api/organisations/1/access-keys/': {
        body: { count: 0, next: null, previous: null, results: [] },
      },
      'GET /api/organisations/1/usage/': (request) => ({
        body: usage(Number(new URLSearchParams(request.search).get('days'))),
      }),
    });
    renderApp('/organisations/1/');
    const section = (await screen.findByRole('heading', { name: 'Usage' })).closest('section')!;
    const figure = (label: string) => within(section).getAllByText(label)[0]!.parentElement!;
    await waitFor(() => expect(figure('Maps viewed')).toHaveTextContent('12'));
    expect(figure('Active users')).toHaveTextContent('3');
    expect(figure('Tiles served')).toHaveTextContent('4,500');
    expect(figure('Storage used')).toHaveTextContent('3 GB');
    expect(figure('Storage used')).toHaveTextContent('Stored files: 42');
    const chart = within(section).getByRole('img', {
      name: 'Maps viewed per day, 1 May 2026 to 30 May 2026',
    });
    expect(chart.dataset.values!.split(',')).toHaveLength(30);

    const user = userEvent.setup({ delay: null });
    await user.click(within(section).getByRole('button', { name: 'Tiles served' }));
    expect(
      within(section).getByRole('img', { name: /^Tiles served per day/ }).dataset.values,
    ).toMatch(/,1500,1500,1500$/);
    await user.click(within(section).getByRole('button', { name: '7 days' }));
    await within(section).findByRole('img', {
      name: 'Tiles served per day, 24 May 2026 to 30 May 2026',
    });
    expect(
      api.requests.filter((r) => r.path === '/api/organisations/1/usage/').map((r) => r.search),
    ).toEqual(['?days=30', '?days=7']);
  });

  it('saves whether the organisation’s share-link viewers count in analytics', async () => {
    const api = signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation() },
      'PATCH /api/organisations/1/': (request) => ({
        body: organisation({
          share_viewer_analytics: (jsonOf(request) as Organisation).share_viewer_analytics,
        }),
      }),
    });
    renderApp('/organisations/1/');
    const user = await startEditing();
    const toggle = screen.getByRole('switch', { name: 'Count share-link viewers in analytics' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(jsonOf(api.requests.find((r) => r.method === 'PATCH'))).toMatchObject({
      share_viewer_analytics: true,
    });
  });

  it('saves whether its password users must sign in with a second factor', async () => {
    const api = signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation() },
      'PATCH /api/organisations/1/': (request) => ({
        body: organisation({
          require_two_factor: (jsonOf(request) as Organisation).require_two_factor,
        }),
      }),
    });
    renderApp('/organisations/1/');
    const user = await startEditing();
    const toggle = screen.getByRole('switch', {
      name: 'Require two-factor sign-in for password users',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(jsonOf(api.requests.find((r) => r.method === 'PATCH'))).toMatchObject({
      require_two_factor: true,
    });
  });
});
