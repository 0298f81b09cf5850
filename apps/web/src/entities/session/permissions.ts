import { ADMIN_PERMISSIONS, type Permission } from '@waymark/contract';
import type { SessionUser } from './sessionUser.js';

type WithPermissions = Pick<SessionUser, 'permissions'> | null | undefined;

export function hasPermission(user: WithPermissions, permission: Permission): boolean {
  return !!user && user.permissions.includes(permission);
}

/** Any of the admin permissions shows the cog button (section 6). */
export function canAdminister(user: WithPermissions): boolean {
  return ADMIN_PERMISSIONS.some((permission) => hasPermission(user, permission));
}

/**
 * The 'Login as...' control: for holders of profiles.impersonate, and while impersonating
 * (the profile says so, or the stored flag does).
 */
export function showsImpersonation(
  user: (Pick<SessionUser, 'permissions' | 'impersonated_by'> & object) | null | undefined,
  storedFlag: boolean,
): boolean {
  if (!user) return false;
  return hasPermission(user, 'profiles.impersonate') || !!user.impersonated_by || storedFlag;
}
