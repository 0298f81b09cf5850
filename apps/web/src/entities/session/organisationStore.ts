import { createStore } from '../../lib/createStore.js';

const STORAGE_KEY = 'organisationId';

function parseId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The stored current-organisation id (spec: organisationId). */
export const organisationStore = createStore<number | null>(null);

/** Whether this page was reached with an orgId: the host redirect of section 1 brought it here. */
let arrivedWithOrgId = false;

export function loadStoredOrganisation(): void {
  arrivedWithOrgId = false;
  organisationStore.set(parseId(localStorage.getItem(STORAGE_KEY)));
}

/**
 * True when the page was reached with an orgId (the host redirect's): the browser is not sent
 * on again, so that two hosts that each take the other for the organisation's never loop.
 */
export function reachedWithOrgId(): boolean {
  return arrivedWithOrgId;
}

export function storeOrganisation(id: number): void {
  localStorage.setItem(STORAGE_KEY, String(id));
  organisationStore.set(id);
}

/** Startup step 4: an orgId query parameter (set by the cross-domain redirect) is stored. */
export function storeOrganisationFromUrl(search: string): boolean {
  const id = parseId(new URLSearchParams(search).get('orgId'));
  if (id === null) return false;
  storeOrganisation(id);
  arrivedWithOrgId = true;
  return true;
}
