/**
 * Where the last profile the server gave is kept (lib/keptAnswer), so that a signed-in page
 * reloaded with no network stays signed in. It belongs to the stored token: removed with it
 * and when another is stored (sessionStore), so on sign-out too.
 */
export const PROFILE_STORAGE_KEY = 'lastProfile';

export function forgetProfile(): void {
  localStorage.removeItem(PROFILE_STORAGE_KEY);
}
