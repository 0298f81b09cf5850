import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient.js';
import { mapAbilities } from '../../test/abilities.js';
import { map, profile } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { storeToken } from '../session/sessionStore.js';
import { useMarkupAssignees, type Assignee } from './useMarkupAssignees.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ASSIGNEES = '/api/maps/4/markups/assignees/';

function renderAssignees(listable: boolean, current: Assignee | null = null) {
  const api = mockApi({
    'GET /api/users/me/': { body: profile() },
    [`GET ${ASSIGNEES}`]: {
      body: [
        { id: 1, name: 'Ada Byrne' },
        { id: 2, name: 'Brian Kelly' },
        { id: 3, name: 'ciara@example.com' },
      ],
    },
  });
  storeToken('a'.repeat(40));
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const data = map({
    id: 4,
    organisation_id: 1,
    abilities: mapAbilities(true, { list_markup_assignees: listable }),
  });
  const { result } = renderHook(() => useMarkupAssignees(data, current), { wrapper });
  return { api, result };
}

describe('whom a markup may be assigned to', () => {
  it('is the map’s list of its organisation’s people, where the map’s abilities allow it', async () => {
    const { api, result } = renderAssignees(true, { id: 9, name: 'Dara (left)' });
    await waitFor(() => expect(result.current).toHaveLength(4));
    expect(result.current.map((person) => person.name)).toEqual([
      'Ada Byrne',
      'Brian Kelly',
      'ciara@example.com',
      // The markup's assignee stays offered, though no longer a member.
      'Dara (left)',
    ]);
    // Never the organisation's user list, which only user managers may read.
    expect(api.requests.some((r) => r.path.startsWith('/api/organisations/'))).toBe(false);
  });

  it('is the reader alone (and the markup’s assignee) where they may not list them', async () => {
    const { api, result } = renderAssignees(false, { id: 2, name: 'Brian Kelly' });
    await waitFor(() =>
      expect(result.current).toEqual([
        { id: 1, name: 'Ada Byrne' },
        { id: 2, name: 'Brian Kelly' },
      ]),
    );
    expect(api.requests.some((r) => r.path === ASSIGNEES)).toBe(false);
  });
});
