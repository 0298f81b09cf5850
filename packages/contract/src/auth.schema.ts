import { z } from 'zod';
import { idNumber, idText } from './common.schema.js';

/** Django-compatible limits: emails up to 254 characters, passwords up to 128. */
export const emailField = z.string().trim().max(254).pipe(z.email('Enter a valid email address.'));
export const passwordField = z.string().min(1, 'This field may not be blank.').max(128);

export const loginBody = z.object({ email: emailField, password: passwordField });
export type LoginBody = z.infer<typeof loginBody>;

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
