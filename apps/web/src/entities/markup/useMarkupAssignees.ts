import { useOrganisationUsers } from '../user/useOrganisationUsers.js';
import { useProfile } from '../session/useProfile.js';

/** Someone a markup may be assigned to. */
export interface Assignee {
  id: number;
  name: string;
}

/**
 * Whom a markup of the organisation's map may be assigned to: the organisation's users where the
 * reader may list them (its abilities.view_users), else the reader alone; `current` (the
 * markup's assignee) is always among them.
 */
export function useMarkupAssignees(
  organisationId: number,
  current: Assignee | null = null,
): Assignee[] {
  const profile = useProfile().data;
  const membership = profile?.organisations.find((o) => o.id === organisationId);
  const users = useOrganisationUsers(organisationId, membership?.abilities.view_users === true);
  const people: Assignee[] = users.data
    ? users.data
        .filter((user) => user.is_active)
        .map((user) => ({ id: user.id, name: user.name || user.email }))
    : profile && membership
      ? [{ id: profile.id, name: profile.name || profile.email }]
      : [];
  if (current && !people.some((person) => person.id === current.id)) people.push(current);
  return people.sort((a, b) => a.name.localeCompare(b.name));
}
