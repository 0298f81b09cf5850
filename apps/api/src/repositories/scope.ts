import { sql } from 'kysely';

/**
 * The organisations a query may touch: the caller's memberships, or every organisation for a
 * superuser. Every repository query for tenant data takes one of these.
 */
export type OrganisationScope = { kind: 'all' } | { kind: 'some'; ids: readonly number[] };

export const ALL_ORGANISATIONS: OrganisationScope = { kind: 'all' };

export function scopeOf(ids: readonly number[]): OrganisationScope {
  return { kind: 'some', ids };
}

export function inScope(scope: OrganisationScope, organisationId: number): boolean {
  return scope.kind === 'all' || scope.ids.includes(organisationId);
}

/** A scope as a string, for cache keys. */
export function scopeKey(scope: OrganisationScope): string {
  return scope.kind === 'all' ? '*' : [...scope.ids].sort((a, b) => a - b).join(',');
}

/** Who is reading tenant objects that have an owner and OWN/ORG visibility. */
export interface Viewer {
  userId: number;
  scope: OrganisationScope;
  isSuperuser: boolean;
}

/**
 * The rows of `table` the viewer may see: in the viewer's organisations and, unless they are a
 * superuser, organisation-wide or their own.
 */
export function visibleTo(viewer: Viewer, table: 'maps' | 'layers') {
  const org =
    viewer.scope.kind === 'all'
      ? sql<boolean>`true`
      : sql<boolean>`${sql.ref(`${table}.organisation_id`)} = any(${sql.val(viewer.scope.ids)}::int[])`;
  const own = viewer.isSuperuser
    ? sql<boolean>`true`
    : sql<boolean>`(${sql.ref(`${table}.visibility`)} = 'ORG' or ${sql.ref(`${table}.owner_id`)} = ${viewer.userId})`;
  return sql<boolean>`(${org} and ${own})`;
}
