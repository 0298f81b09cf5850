import { hasPermission } from '../../entities/session/permissions.js';
import type { SessionUser } from '../../entities/session/sessionUser.js';

/**
 * An organisation is changed (its layout and logo too) with organisations.change_organisation
 * by an admin of it, or by a superuser — as the server decides (OrganisationService.administered).
 */
export function canEditOrganisation(user: SessionUser | null, organisationId: number): boolean {
  if (!user || !hasPermission(user, 'organisations.change_organisation')) return false;
  return user.is_superuser || user.organisations.some((o) => o.id === organisationId && o.admin);
}

export function canCreateOrganisation(user: SessionUser | null): boolean {
  return hasPermission(user, 'organisations.add_organisation');
}
