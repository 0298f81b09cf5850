import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organisation } from '@waymark/contract';
import type { AuditEntry } from '@waymark/contract/audit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organisationAbilities } from '../../test/abilities.js';
import { renderApp } from '../../test/renderApp.js';
import { editor, signedIn } from '../users-admin/testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The organisation as its admin reads it, without its other sections' abilities. */
function organisation(viewAuditLog: boolean): Organisation {
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
    abilities: organisationAbilities(false, { view: true, view_audit_log: viewAuditLog }),
  };
}

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  created_at: '2026-11-02T09:30:00Z',
  actor: { id: 7, email: 'ann@rail.test' },
  as_user: null,
  organisation: { id: 1, name: 'Demo Rail Surveys' },
  action: 'layer.delete',
  object_type: 'layer',
  object_id: '12',
  details: { name: 'Culverts' },
  ip: '10.0.0.5',
  request_id: 'req-9',
  ...overrides,
});

const ENTRIES = [
  entry(3),
  entry(2, {
    action: 'auth.login',
    object_type: null,
    object_id: null,
    organisation: null,
    details: { method: 'password' },
    ip: '10.0.0.9',
    actor: { id: 2, email: 'support@rail.test' },
    as_user: { id: 7, email: 'ann@rail.test' },
  }),
];

const admin = () => editor({ open_organisations_settings: true });

describe('the organisation’s audit log (abilities.view_audit_log)', () => {
  it('lists the entries, opens one in full, filters by action, days and user, and exports CSV', async () => {
    const saved: string[] = [];
    const api = signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation(true) },
      'GET /api/organisations/1/audit-log/': (request) => {
        const query = new URLSearchParams(request.search);
        const results = ENTRIES.filter(
          (e) =>
            e.action.startsWith(query.get('action') ?? '') &&
            (!query.get('user') || e.actor?.id === Number(query.get('user'))),
        );
        return { body: { count: results.length, next: null, previous: null, results } };
      },
      'GET /api/organisations/1/audit-log/export/': (request) => {
        saved.push(request.search);
        return { body: 'id,when\r\n', headers: { 'content-type': 'text/csv' } };
      },
    });
    renderApp('/organisations/1/');
    const section = (await screen.findByRole('heading', { name: 'Audit log' })).closest('section')!;
    const grid = await within(section).findByRole('grid', { name: 'Audit log entries' });
    await within(grid).findByText('layer.delete');
    expect(within(grid).getByText('layer 12')).toBeInTheDocument();
    expect(within(grid).getByText('10.0.0.5')).toBeInTheDocument();
    // Impersonation: the real user, and as whom.
    expect(within(grid).getByText('as ann@rail.test')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(grid).getByText('layer.delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry 3' });
    expect(within(dialog).getByText('req-9')).toBeInTheDocument();
    expect(within(dialog).getByText(/"name": "Culverts"/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show only their entries' }));
    expect(await within(section).findByText('Only the entries of ann@rail.test')).toBeVisible();
    await waitFor(() => expect(within(grid).queryByText('auth.login')).not.toBeInTheDocument());

    await user.click(within(section).getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Sign-ins and passwords' }));
    await within(section).findByText('No entries match these filters.');
    await user.click(within(section).getByRole('combobox', { name: 'Object' }));
    await user.click(await screen.findByRole('option', { name: 'Layers' }));
    await user.type(within(section).getByLabelText('From'), '2026-11-01');

    await user.click(within(section).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = api.requests.filter((r) => r.path === '/api/organisations/1/audit-log/');
    expect(new URLSearchParams(asked.at(-1)!.search).get('from')).toBe('2026-11-01T00:00:00Z');
    expect(Object.fromEntries(new URLSearchParams(saved[0]))).toEqual({
      user: '7',
      action: 'auth.',
      object_type: 'layer',
      from: '2026-11-01T00:00:00Z',
    });
  });

  it('is not shown without abilities.view_audit_log, nor asked for', async () => {
    const api = signedIn(admin(), {
      'GET /api/organisations/1/': { body: organisation(false) },
    });
    renderApp('/organisations/1/');
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path.includes('audit-log'))).toBe(false);
  });
});
