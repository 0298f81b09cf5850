import type { Permission, UserRead } from '@waymark/contract';
import { hasPermission } from '../../entities/session/permissions.js';
import type { SessionUser } from '../../entities/session/sessionUser.js';

/** Why a permission checkbox cannot be changed, or null when it can. */
export type PermissionLock =
  | 'own'
  | 'superuser'
  /** The editor does not hold it, so cannot grant it. */
  | 'notGrantable'
  /** The editor does not hold it but the user does: it stays as it is. */
  | 'kept'
  | 'readOnly'
  | null;

export interface UserEditRules {
  /** The user on screen is the editor. */
  self: boolean;
  /** An 'Edit' button (or, for a new user, the form) is offered. */
  canEdit: boolean;
  /** Active, Admin and the permissions can be changed (never one's own: the server refuses). */
  canEditRights: boolean;
  /** A password can be typed (users change their own with their current one instead). */
  canSetPassword: boolean;
  canDelete: boolean;
  lockOf(permission: Permission): PermissionLock;
}

function isAdminOf(editor: SessionUser, organisationId: number): boolean {
  return (
    editor.is_superuser || editor.organisations.some((o) => o.id === organisationId && o.admin)
  );
}

/**
 * What an editor may do with a user, as the server decides it (users.service): others are
 * managed with users.change_user by an admin of each of their organisations (a superuser only
 * by a superuser); nobody changes their own rights or password here, nor deletes themselves;
 * and nobody grants a permission they do not hold — one the user already has stays as it is.
 * `target` is null for a new user.
 */
export function userEditRules(
  editor: SessionUser,
  target: UserRead | null,
  organisationId: number | null,
): UserEditRules {
  const self = target !== null && target.id === editor.id;
  const adminHere = organisationId !== null && isAdminOf(editor, organisationId);
  const manageable =
    target === null ||
    ((!target.is_superuser || editor.is_superuser) &&
      target.organisations.every((o) => isAdminOf(editor, o.id)));
  const canManage =
    !self &&
    adminHere &&
    manageable &&
    hasPermission(editor, target === null ? 'users.add_user' : 'users.change_user');
  const canEdit = self || canManage;
  const held = new Set(target?.permissions ?? []);
  return {
    self,
    canEdit,
    canEditRights: canManage,
    canSetPassword: canManage,
    canDelete: target !== null && canManage && hasPermission(editor, 'users.delete_user'),
    lockOf(permission) {
      if (self) return 'own';
      if (!canManage) return 'readOnly';
      // A superuser holds every permission whatever is ticked.
      if (target?.is_superuser) return 'superuser';
      if (!hasPermission(editor, permission)) return held.has(permission) ? 'kept' : 'notGrantable';
      return null;
    },
  };
}
