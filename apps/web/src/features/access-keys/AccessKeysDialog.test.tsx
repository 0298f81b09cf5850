import { screen, waitFor, within } from '@testing-library/react';
import { accessKeyAbilities } from '../../test/abilities.js';
import userEvent from '@testing-library/user-event';
import type { AccessKeyRead } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRequest } from '../../test/mockApi.js';
import { profile, profileWith } from '../../test/fixtures.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { PROFILE_KEY } from '../../entities/session/profileQuery.js';
import { AccessKeysDialog } from './AccessKeysDialog.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SECRET = `wmk_${'ab12'.repeat(10)}`;

function keyRead(overrides: Partial<AccessKeyRead> = {}): AccessKeyRead {
  return {
    id: 3,
    name: 'Old laptop',
    prefix: 'wmk_9f3e',
    scope: 'read',
    created_at: '2026-01-10T09:00:00.000Z',
    expires_at: '2026-04-10T09:00:00.000Z',
    last_used_at: '2026-02-01T12:30:00.000Z',
    revoked_at: null,
    status: 'active',
    user: { id: 1, email: 'ada@demo.test', first_name: 'Ada', last_name: 'Byrne' },
    abilities: accessKeyAbilities(),
    ...overrides,
  };
}

/** The access key routes over a list that changes as the server's would. */
function keyRoutes(initial: AccessKeyRead[]) {
  let keys = initial;
  const page = () => ({ count: keys.length, next: null, previous: null, results: keys });
  return {
    'GET /api/access-keys/': () => ({ body: page() }),
    'POST /api/access-keys/': (request: MockRequest) => {
      const body = JSON.parse(String(request.body)) as { name: string; expires_at: string };
      const made = keyRead({
        id: 4,
        name: body.name,
        prefix: SECRET.slice(0, 8),
        expires_at: body.expires_at,
        last_used_at: null,
        created_at: new Date().toISOString(),
      });
      keys = [made, ...keys];
      return { status: 201, body: { ...made, key: SECRET } };
    },
    'DELETE /api/access-keys/3/': () => {
      keys = keys.map((k) =>
        k.id === 3
          ? { ...k, status: 'revoked' as const, revoked_at: '2026-03-01T10:00:00.000Z' }
          : k,
      );
      return { status: 204 };
    },
  };
}

/** The dialog for a signed-in user (by default one whose session may make keys). */
function renderDialog(me = profile()) {
  const view = renderWithProviders(<AccessKeysDialog onClose={() => {}} />);
  view.queryClient.setQueryData(PROFILE_KEY, me);
  return view;
}

describe('the access keys dialog', () => {
  it('lists the keys with their dates and last use', async () => {
    mockApi(keyRoutes([keyRead(), keyRead({ id: 2, name: 'Never used', last_used_at: null })]));
    renderDialog();
    const row = await screen.findByTestId('access-key-3');
    expect(within(row).getByText('Old laptop')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(/^10\/01\/2026/)).toBeInTheDocument();
    expect(within(screen.getByTestId('access-key-2')).getByText('Never')).toBeInTheDocument();
  });

  it('creates a read-only key with an expiry and shows it once, with a warning', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi(keyRoutes([]));
    const { unmount } = renderDialog();
    expect(await screen.findByText('You have no access keys.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'QGIS desktop');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const created = await screen.findByTestId('access-key-created');
    expect(within(created).getByRole('textbox', { name: 'Access key' })).toHaveValue(SECRET);
    expect(within(created).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    const body = JSON.parse(String(post.body)) as { name: string; expires_at: string };
    expect(body.name).toBe('QGIS desktop');
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThan(91);
    // The list now has it, by its prefix only.
    expect(await screen.findByTestId('access-key-4')).toHaveTextContent('wmk_ab12…');

    // Opened again, the dialog lists the key but never shows it.
    unmount();
    renderDialog();
    await screen.findByTestId('access-key-4');
    expect(screen.queryByTestId('access-key-created')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi(keyRoutes([keyRead()]));
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Revoke Old laptop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Old laptop”?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('access-key-3')).getByText('Revoked')).toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/access-keys/3/',
    ]);
    expect(screen.queryByRole('button', { name: 'Revoke Old laptop' })).not.toBeInTheDocument();
  });

  it("offers no new key when the session's add_access_key is false (acting as someone else)", async () => {
    mockApi(keyRoutes([keyRead()]));
    renderDialog(profileWith({ add_access_key: false }));
    await screen.findByTestId('access-key-3');
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
  });

  it('offers Revoke only for keys whose abilities.revoke is true', async () => {
    mockApi(
      keyRoutes([
        keyRead(),
        keyRead({ id: 2, name: 'Kept', abilities: accessKeyAbilities(true, { revoke: false }) }),
      ]),
    );
    renderDialog();
    await screen.findByTestId('access-key-2');
    expect(screen.getByRole('button', { name: 'Revoke Old laptop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Kept' })).not.toBeInTheDocument();
  });
});
