import { i18n } from '../../i18n/index.js';
import { paths } from '../../routing/paths.js';
import { leaveMapShare, sessionStore } from '../../entities/session/sessionStore.js';

export interface RefusalEffects {
  /** The path (and query) on screen, to come back to after signing in. */
  currentPath(): string;
  navigate(to: string): void;
  /** Forgets what was fetched under the refused token. */
  forget(token: string): void;
  alert(message: string): void;
}

/**
 * The open share link's token was refused (403 'Invalid token.': revoked, rotated away or
 * expired while the viewer was open): as when the guard refuses it (2.2), the browser alert
 * 'Token expired', then Login with next. A refusal of any other token (the guard's own check
 * before map-share mode, a share already left) is the guard's business, and does nothing here.
 */
export function endRefusedShare(token: string, effects: RefusalEffects): void {
  if (sessionStore.get().mapShare?.token !== token) return;
  // Left first: the requests still under way are refused too, and must not alert again.
  leaveMapShare();
  effects.forget(token);
  effects.navigate(paths.login(effects.currentPath()));
  effects.alert(i18n.t('auth.tokenExpired'));
}
