import { createStore } from '../../lib/createStore.js';
import type { MapShareAnswer } from './mapShare.js';
import { forgetProfile } from './storedProfile.js';

/** A map-share session: the share token stands in for the auth token. */
export interface MapShareSession {
  token: string;
  share: MapShareAnswer;
}

export interface SessionState {
  /** The auth token (the login answer's key), kept in localStorage. */
  token: string | null;
  mapShare: MapShareSession | null;
}

const TOKEN_KEY = 'token';

export const sessionStore = createStore<SessionState>({ token: null, mapShare: null });

/** Startup step 2: pick up the token a previous visit stored. */
export function loadStoredToken(): void {
  sessionStore.set((state) => ({ ...state, token: localStorage.getItem(TOKEN_KEY) }));
}

export function storeToken(token: string): void {
  // The remembered profile was the previous token's.
  forgetProfile();
  localStorage.setItem(TOKEN_KEY, token);
  sessionStore.set((state) => ({ ...state, token }));
}

export function removeToken(): void {
  forgetProfile();
  localStorage.removeItem(TOKEN_KEY);
  sessionStore.set((state) => ({ ...state, token: null }));
}

/** Share tokens are never stored: a share link is validated again on every visit. */
export function enterMapShare(token: string, share: MapShareAnswer): void {
  sessionStore.set((state) => ({ ...state, mapShare: { token, share } }));
}

export function leaveMapShare(): void {
  sessionStore.set((state) => (state.mapShare ? { ...state, mapShare: null } : state));
}

/** The authentication header of section 7: the share token in map-share mode, else the token. */
export function authenticationHeader(
  state: SessionState = sessionStore.get(),
): [string, string] | null {
  if (state.mapShare) return ['MapShare', `Token ${state.mapShare.token}`];
  if (state.token) return ['Authorization', `Token ${state.token}`];
  return null;
}
