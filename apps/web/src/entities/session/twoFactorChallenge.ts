import type { TwoFactorChallenge } from '@waymark/contract';
import { ApiError } from '../../api/ApiError.js';

/**
 * Whether a sign-in's failure is the code step (contract `twoFactorChallenge`): the password was
 * right, and the account's second factor asks for a code, or its code was wrong or used.
 */
export function isTwoFactorChallenge(
  error: unknown,
): error is ApiError & { body: TwoFactorChallenge } {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { two_factor_required?: unknown }).two_factor_required === true
  );
}
