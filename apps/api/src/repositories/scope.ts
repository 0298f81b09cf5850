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
