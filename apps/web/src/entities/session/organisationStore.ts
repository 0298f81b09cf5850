import { createStore } from '../../lib/createStore.js';

const STORAGE_KEY = 'organisationId';

function parseId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The stored current-organisation id (spec: organisationId). */
export const organisationStore = createStore<number | null>(null);

export function loadStoredOrganisation(): void {
  organisationStore.set(parseId(localStorage.getItem(STORAGE_KEY)));
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
  return true;
}
