import type { OrganisationAbilities, UserRead } from '@waymark/contract';

/** Why a permission checkbox cannot be changed, or null when it can. */
export type PermissionLock = 'own' | 'superuser' | 'readOnly' | null;

export interface UserEditRules {
  /** The user on screen is the editor. */
  self: boolean;
  /** An 'Edit' button (or, for a new user, the form) is offered. */
  canEdit: boolean;
  /** Active, Admin and the permissions can be changed. */
  canEditRights: boolean;
  /** A password can be typed (users change their own with their current one instead). */
  canSetPassword: boolean;
  canDelete: boolean;
  /** 'Reset two-factor sign-in' is offered: the user has it on, and the reader may remove it. */
  canResetTwoFactor: boolean;
  /** Why the permission checkboxes cannot be changed, or null when they can. */
  permissionLock: PermissionLock;
}

/**
 * What the user form offers for a user, from the server's answer (the user's `abilities`:
 * change, change_permissions, delete, reset_two_factor). What is left here is the form's own logic: users set
 * their own password in its own dialog, and a superuser holds every permission whatever is
 * ticked.
 */
export function userEditRules(editorId: number | null, target: UserRead): UserEditRules {
  const self = target.id === editorId;
  const { change, change_permissions: rights, delete: canDelete } = target.abilities;
  return {
    self,
    canEdit: change,
    canEditRights: rights,
    canSetPassword: change && !self,
    canDelete,
    canResetTwoFactor: target.abilities.reset_two_factor && target.two_factor_enabled,
    permissionLock: self ? 'own' : !rights ? 'readOnly' : target.is_superuser ? 'superuser' : null,
  };
}

/** A new user: made by those the current organisation's `add_user` allows. */
export function newUserRules(organisation: Pick<OrganisationAbilities, 'add_user'>): UserEditRules {
  const may = organisation.add_user;
  return {
    self: false,
    canEdit: may,
    canEditRights: may,
    canSetPassword: may,
    canDelete: false,
    canResetTwoFactor: false,
    permissionLock: may ? null : 'readOnly',
  };
}
