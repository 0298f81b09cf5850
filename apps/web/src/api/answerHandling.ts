import { TWO_FACTOR_SETUP_REQUIRED } from '@waymark/contract';
import { noteFailedRequest } from '../lib/errorReporting.js';
import { hideAlert, showAlert } from '../lib/notificationsStore.js';
import type { Translatable } from '../i18n/keys.js';
import type { ApiError } from './ApiError.js';
import { forgetToken } from './credentials.js';

/** What the global answer handling (spec section 8) does; the app wires navigation in. */
export interface AnswerHandlers {
  showAlert(alert: Translatable): void;
  hideAlert(): void;
  removeToken(): void;
  /** After an invalid token: forget the user and go to Login. */
  onInvalidToken(): void;
  /** A share link's token was refused (expired, revoked, rotated away): end map-share mode. */
  onInvalidShareToken(token: string): void;
  /**
   * The session must set up two-factor sign-in first (an organisation now requires it): the
   * profile, which says so, is loaded again.
   */
  onTwoFactorSetupRequired(): void;
  log(message: string, detail: unknown): void;
}

const defaults: AnswerHandlers = {
  showAlert,
  hideAlert,
  removeToken: forgetToken,
  onInvalidToken: () => undefined,
  onInvalidShareToken: () => undefined,
  onTwoFactorSetupRequired: () => undefined,
  log: (message, detail) => console.warn(message, detail),
};

let handlers: AnswerHandlers = defaults;

export function configureAnswerHandling(overrides: Partial<AnswerHandlers>): void {
  handlers = { ...defaults, ...overrides };
}

export const INVALID_TOKEN_DETAIL = 'Invalid token.';
export const INVALID_AUTHENTICATION_TOKEN = 'Invalid authentication token';

/** Any success hides the alert. */
export function handleSuccess(): void {
  handlers.hideAlert();
}

/**
 * Applies the global handling to a failed answer and returns the error the caller sees.
 * `shareToken` is the share token the request carried: its refusal says nothing about the
 * stored auth token, which is kept.
 */
export function handleFailure(error: ApiError, shareToken: string | null = null): ApiError {
  noteFailedRequest({ status: error.status, path: error.path, requestId: error.requestId });
  let result = error;
  if (error.status === 403 && error.detail === INVALID_TOKEN_DETAIL) {
    if (shareToken) {
      handlers.onInvalidShareToken(shareToken);
    } else {
      handlers.removeToken();
      handlers.onInvalidToken();
    }
  }
  if (
    error.status === 403 &&
    (error.body as { code?: unknown } | null)?.code === TWO_FACTOR_SETUP_REQUIRED
  ) {
    handlers.onTwoFactorSetupRequired();
  }
  if (error.status === 403 && error.path.endsWith('/api/users/me/')) {
    // The guard and the startup treat this as "no valid session"; no alert is shown.
    result = error.withStatusText(INVALID_AUTHENTICATION_TOKEN);
  } else if (error.status === 400) {
    // Forms show their own field errors; the global handling only logs (DESIGN.md).
    handlers.log(`400 ${error.path}`, error.body);
  } else if (error.status === 404 || error.status === 500) {
    handlers.showAlert({ key: 'errors.couldNotConnect', values: { status: error.status } });
  }
  return result;
}
