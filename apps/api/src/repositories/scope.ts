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
  /** A share link's viewer: this map alone, and only the layers on it. */
  onlyMap?: number;
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
  if (viewer.onlyMap === undefined) return sql<boolean>`(${org} and ${own})`;
  // A share link: the shared map (whatever its visibility: its creator could see it when
  // sharing), and of its layers those the creator sees.
  if (table === 'maps') return sql<boolean>`(${org} and ${sql.ref('maps.id')} = ${viewer.onlyMap})`;
  return sql<boolean>`(${org} and ${own} and exists (select 1 from map_layers ml
      where ml.layer_id = ${sql.ref('layers.id')} and ml.map_id = ${viewer.onlyMap}))`;
}
