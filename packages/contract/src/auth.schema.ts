import { z } from 'zod';
import { idNumber, idText } from './common.schema.js';

/** Django-compatible limits: emails up to 254 characters, passwords up to 128. */
export const emailField = z.string().trim().max(254).pipe(z.email('Enter a valid email address.'));
export const passwordField = z.string().min(1, 'This field may not be blank.').max(128);

/**
 * A code of an authenticator app (six digits) or one of the recovery codes given with it;
 * spaces and dashes are ignored.
 */
export const authenticationCode = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(64, 'Enter the six-digit code or a recovery code.');

/**
 * Sign-in. `code`: the second factor of an account that has one (two-factor sign-in); without
 * it such an account is answered with `twoFactorChallenge`.
 */
export const loginBody = z.object({
  email: emailField,
  password: passwordField,
  code: authenticationCode.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * The 400 answer of a sign-in whose password was right for an account with a second factor,
 * but whose code was missing, wrong or already used: the code step. `code` holds the message to
 * show under the code field; `two_factor_required` is always true (the flag to read).
 */
export const twoFactorChallenge = z.object({
  code: z.array(z.string()),
  two_factor_required: z.literal(true),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/**
 * The machine code (`code`) of the 403 every request of a session answers while one of the
 * user's organisations requires two-factor sign-in and the user has not set it up, but for the
 * profile, sign-out and the set-up itself.
 */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';
export const twoFactorSetupRequired = z.object({
  detail: z.string(),
  code: z.literal(TWO_FACTOR_SETUP_REQUIRED),
});

export const loginResponse = z.object({ key: z.string().regex(/^[0-9a-f]{40}$/) });
export type LoginResponse = z.infer<typeof loginResponse>;

export const MIN_PASSWORD_LENGTH = 8;

export const passwordChangeBody = z.object({
  old_password: passwordField,
  new_password1: passwordField,
  new_password2: passwordField,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const passwordResetBody = z.object({ email: emailField });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const passwordResetConfirmBody = z.object({
  uid: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
  new_password1: passwordField,
  new_password2: passwordField,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

export const impersonateAcquireBody = z.object({
  // A form field arrives as text, a JSON body as a number.
  user_pk: z.union([idNumber, idText]),
});
export type ImpersonateAcquireBody = z.infer<typeof impersonateAcquireBody>;

/** Sign-out; a single sign-on session also gets the provider's end-session address to visit. */
export const logoutResponse = z.object({
  detail: z.string(),
  end_session_url: z.string().optional(),
});
