import { MenuItem } from '@mui/material';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { UserMenu } from './UserMenu.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An entry whose code is still on its way, and one that has come. */
let arrive: () => void = () => {};
const Entry = lazy(
  () =>
    new Promise<{ default: (props: { onClick(): void }) => ReactNode }>((resolve) => {
      arrive = () => resolve({ default: () => <MenuItem>Invitations</MenuItem> });
    }),
);
const Badge = ({ children }: { children: ReactNode }) => children;

describe('the user menu (2.3) while its lazily loaded entry comes', () => {
  it('keeps the entry’s room, unseen and unnamed, so that nothing below it moves', async () => {
    renderWithProviders(<UserMenu AccessKeysDialog={() => null} invitations={{ Entry, Badge }} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    // The placeholder is no menu item to a screen reader or the keyboard.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Change Password',
      'Access keys',
      'Logout',
      'English',
      'Français',
      'Gaeilge',
    ]);
    const placeholder = menu.querySelector<HTMLLIElement>('li[aria-hidden="true"]');
    expect(placeholder).not.toBeNull();
    expect(placeholder).toHaveStyle({ visibility: 'hidden' });
    // Third, where the entry goes.
    expect(Array.from(menu.querySelectorAll('li')).indexOf(placeholder!)).toBe(2);

    arrive();
    expect(await screen.findByRole('menuitem', { name: 'Invitations' })).toBeInTheDocument();
    expect(menu.querySelector('li[aria-hidden="true"]')).toBeNull();
  });
});
