import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY } from '../../entities/session/profileQuery.js';
import { storeToken } from '../../entities/session/sessionStore.js';
import { profile } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { UserMenu } from './UserMenu.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the user menu's 'Mail me about markups'", () => {
  it('shows the setting and turns it off (PATCH users/me/settings/)', async () => {
    const api = mockApi({
      'GET /api/users/me/': { body: profile() },
      'PATCH /api/users/me/settings/': { body: { markup_notices: false } },
    });
    storeToken('a'.repeat(40));
    const view = renderWithProviders(<UserMenu AccessKeysDialog={() => null} />);
    act(() => view.queryClient.setQueryData(PROFILE_KEY, profile()));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const setting = await screen.findByRole('menuitemcheckbox', { name: /Mail me about markups/ });
    expect(setting).toHaveAttribute('aria-checked', 'true');
    await user.click(setting);
    await waitFor(() => expect(setting).toHaveAttribute('aria-checked', 'false'));
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ markup_notices: false });
    expect(view.queryClient.getQueryData(PROFILE_KEY)).toMatchObject({
      settings: { markup_notices: false },
    });
  });
});
