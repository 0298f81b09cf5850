import type { TFunction } from 'i18next';

/** The groups of actions the filter offers: each the start of the actions it holds. */
export const AUDIT_ACTION_GROUPS = [
  'auth',
  'impersonate',
  'user',
  'organisation',
  'map',
  'layer',
  'mapshare',
  'accesskey',
  'markup',
] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number];

/** The kinds of object entries are about, which the object filter offers. */
export const AUDIT_OBJECT_TYPES = [
  'user',
  'organisation',
  'map',
  'layer',
  'mapshare',
  'accesskey',
  'markup',
  'markup_category',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** The action filter's value for a group: its actions start with the group and a dot. */
export const actionPrefixOf = (group: AuditActionGroup | '') => (group ? `${group}.` : '');

/**
 * An action as the log shows it: its label when it has one (auditLog.actions, by its dotted
 * name: 'auth.two_factor_enable'), else the action as the server names it.
 */
export function actionText(action: string, t: TFunction, exists: (key: string) => boolean): string {
  const key = `auditLog.actions.${action}`;
  return exists(key) ? (t as (key: string) => string)(key) : action;
}

/** The object of an entry as one text: 'layer 12', or nothing. */
export function objectText(entry: { object_type: string | null; object_id: string | null }) {
  return entry.object_type ? `${entry.object_type} ${entry.object_id ?? ''}`.trim() : '';
}

/**
 * Who an entry says acted: the user's address; for a sign-in refused to an address no user has,
 * that address; else Waymark itself (set-up and seeding run as no user).
 */
export function actorText(
  entry: { actor: { email: string } | null; details: Record<string, unknown> },
  t: TFunction,
): string {
  if (entry.actor) return entry.actor.email;
  const tried = entry.details.email;
  return typeof tried === 'string'
    ? t('auditLog.noSuchUser', { email: tried })
    : t('auditLog.system');
}
