import { useQuery } from '@tanstack/react-query';
import type { MapRead } from '@waymark/contract';
import type { MarkupAssignee } from '@waymark/contract/markup';
import { useCurrentUser } from '../session/useCurrentUser.js';
import { fetchMarkupAssignees } from './markupCalls.js';
import { markupAssigneesKey } from './markupKeys.js';

/** Someone a markup may be assigned to. */
export type Assignee = MarkupAssignee;

/**
 * Whom a markup of the map may be assigned to: the active members of the map's organisation,
 * as the server lists them to those who may add markups or change others' (the map's
 * abilities.list_markup_assignees); to anyone else, the reader alone when they are a member.
 * `current` (the markup's assignee) is always among them.
 */
export function useMarkupAssignees(
  map: Pick<MapRead, 'id' | 'organisation_id' | 'abilities'> | undefined,
  current: Assignee | null = null,
): Assignee[] {
  const user = useCurrentUser();
  const allowed = map?.abilities.list_markup_assignees === true;
  const listed = useQuery({
    queryKey: markupAssigneesKey(map?.id ?? 0),
    queryFn: ({ signal }) => fetchMarkupAssignees(map?.id ?? 0, signal),
    enabled: allowed,
    staleTime: 60 * 1000,
  });
  const member = user?.organisations.some((o) => o.id === map?.organisation_id) === true;
  const people: Assignee[] =
    allowed && listed.data
      ? [...listed.data]
      : user?.id != null && member
        ? [{ id: user.id, name: user.name || user.email }]
        : [];
  if (current && !people.some((person) => person.id === current.id)) people.push(current);
  return people.sort((a, b) => a.name.localeCompare(b.name));
}
