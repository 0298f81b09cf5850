import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileWith } from '../../test/fixtures.js';
import { stubObjectUrls } from '../../test/objectUrls.js';
import { renderApp } from '../../test/renderApp.js';
import { jsonOf, signedIn } from '../users-admin/testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Waymark:ada%40example.com?secret=${SECRET}&issuer=Waymark`;
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const WRONG = { code: ['This code is not right.'] };

const me = (enabled: boolean) =>
  profileWith({ manage_two_factor: true }, {}, { two_factor: { enabled, setup_required: false } });

/** The app signed in, with the account menu's 'Two-factor sign-in' opened. */
async function openDialog(routes: Parameters<typeof signedIn>[1]) {
  const api = signedIn(me(false), routes);
  renderApp('/maps/');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Account' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Two-factor sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
  return { api, user, dialog };
}

describe('the two-factor sign-in dialog', () => {
  it('sets it up: the QR code and the key, a first code, then the recovery codes once', async () => {
    let confirms = 0;
    const urls = stubObjectUrls();
    const { api, user, dialog } = await openDialog({
      'POST /api/auth/two-factor/setup/': { body: { secret: SECRET, otpauth_url: URI } },
      'POST /api/auth/two-factor/confirm/': () =>
        (confirms += 1) === 1 ? { status: 400, body: WRONG } : { body: { recovery_codes: CODES } },
    });
    expect(within(dialog).getByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Set up' }));

    expect(
      await within(dialog).findByRole('img', { name: 'QR code of your secret key' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Secret key' })).toHaveValue(SECRET);
    const code = within(dialog).getByRole('textbox', { name: /Authentication code/ });
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('This code is not right.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await within(dialog).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(jsonOf(api.requests.filter((r) => r.path.endsWith('/confirm/'))[1])).toEqual({
      code: '123456',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(urls.create).toHaveBeenCalledTimes(1);
    const file = (urls.create.mock.calls[0] as unknown[] | undefined)?.[0] as Blob;
    expect(await file.text()).toContain(CODES.join('\n'));
    urls.restore();

    const profileLoads = api.requests.filter((r) => r.path === '/api/users/me/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/users/me/').length).toBe(profileLoads + 1),
    );
  });

  it('turns it off with a code, and shows a wrong one’s message under the field', async () => {
    let tries = 0;
    const api = signedIn(me(true), {
      'POST /api/auth/two-factor/disable/': () =>
        (tries += 1) === 1 ? { status: 400, body: WRONG } : { body: { detail: 'Off.' } },
    });
    renderApp('/maps/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    expect(within(dialog).getByText('Two-factor sign-in is on.')).toBeInTheDocument();
    const code = within(dialog).getByRole('textbox', { name: /Authentication code/ });
    await user.type(code, 'abcde-fgh01');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('This code is not right.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonOf(api.requests.find((r) => r.path.endsWith('/disable/')))).toEqual({
      code: 'abcde-fgh01',
    });
  });

  it('is not in the menu when the session may not set it up (impersonating, no password)', async () => {
    signedIn(profileWith());
    renderApp('/maps/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await screen.findByRole('menuitem', { name: 'Change Password' });
    expect(screen.queryByRole('menuitem', { name: 'Two-factor sign-in' })).toBeNull();
  });
});
