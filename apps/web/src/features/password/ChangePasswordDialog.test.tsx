import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient.js';
import '../../i18n/index.js';
import { mockApi, type MockAnswer } from '../../test/mockApi.js';
import { notificationsStore } from '../../lib/notificationsStore.js';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';
import {
  changePasswordDialogStore,
  openChangePassword,
} from '../../lib/changePasswordDialogStore.js';

function renderDialog(answer: MockAnswer) {
  const api = mockApi({ 'POST /api/auth/password/change/': answer });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordDialog />
    </QueryClientProvider>,
  );
  act(() => openChangePassword());
  return api;
}

async function fill(current: string, next: string, confirm: string) {
  const currentField = await screen.findByLabelText(/^Current Password/);
  if (current) await userEvent.type(currentField, current);
  if (next) await userEvent.type(screen.getByLabelText(/^New Password/), next);
  if (confirm) await userEvent.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

beforeEach(() => {
  notificationsStore.set({ alert: null, toast: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Change Password dialog (2.13, 5.4)', () => {
  it("says 'Value is required' for a missing current password and sends nothing", async () => {
    const { requests } = renderDialog({ body: { detail: 'x' } });
    await fill('', 'long enough 1', 'long enough 1');
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('wants at least 8 characters', async () => {
    const { requests } = renderDialog({ body: { detail: 'x' } });
    await fill('old-pass', 'short', 'short');
    expect(
      await screen.findByText('Password should be at lease 8 characters long'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("says 'Password should match' and sends nothing when the confirmation differs", async () => {
    const { requests } = renderDialog({ body: { detail: 'x' } });
    await fill('old-pass', 'long enough 1', 'long enough 2');
    expect(await screen.findByText('Password should match')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("toasts the server's detail and closes on success", async () => {
    const { requests } = renderDialog({ body: { detail: 'New password has been saved.' } });
    await fill('old-pass', 'long enough 1', 'long enough 1');
    await waitFor(() => expect(changePasswordDialogStore.get()).toBe(false));
    expect(notificationsStore.get().toast?.text).toBe('New password has been saved.');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      old_password: 'old-pass',
      new_password1: 'long enough 1',
      new_password2: 'long enough 1',
    });
  });

  it("shows the server's field errors under each field", async () => {
    renderDialog({
      status: 400,
      body: {
        old_password: ['Your old password was entered incorrectly. Please enter it again.'],
        new_password2: ['This password is too common.'],
      },
    });
    await fill('wrong-pass', 'password123', 'password123');
    expect(
      await screen.findByText('Your old password was entered incorrectly. Please enter it again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This password is too common.')).toBeInTheDocument();
    expect(changePasswordDialogStore.get()).toBe(true);
  });

  it('has a show/hide toggle on each field', async () => {
    renderDialog({ body: { detail: 'x' } });
    const toggles = await screen.findAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    const current = screen.getByLabelText(/^Current Password/);
    expect(current).toHaveAttribute('type', 'password');
    await userEvent.click(toggles[0]!);
    expect(current).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
