import { createStore } from '../../lib/createStore.js';

const STORAGE_KEY = 'impersonate';

/** The stored impersonation flag (spec: impersonateActive), kept across reloads. */
export const impersonationStore = createStore<boolean>(false);

/** Startup step 3. */
export function loadImpersonationFlag(): void {
  impersonationStore.set(localStorage.getItem(STORAGE_KEY) === 'true');
}

export function setImpersonationFlag(active: boolean): void {
  if (active) localStorage.setItem(STORAGE_KEY, 'true');
  else localStorage.removeItem(STORAGE_KEY);
  impersonationStore.set(active);
}
