import { MIN_PASSWORD_LENGTH, type LoginBody, type PasswordResetBody } from '@waymark/contract';
import { z } from 'zod';

/** Client rules of the auth screens; messages are message keys. */
const requiredEmail = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .pipe(z.email('validation.email'));

export const loginSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, 'validation.required'),
}) satisfies z.ZodType<LoginBody>;
export type LoginValues = z.infer<typeof loginSchema>;

/** The code step of a sign-in with two-factor sign-in: an app's code or a recovery code. */
export const loginCodeSchema = z.object({
  code: z.string().trim().min(1, 'validation.required').max(64),
});
export type LoginCodeValues = z.infer<typeof loginCodeSchema>;

export const passwordResetSchema = z.object({
  email: requiredEmail,
}) satisfies z.ZodType<PasswordResetBody>;
export type PasswordResetValues = z.infer<typeof passwordResetSchema>;

export const newPasswordSchema = z
  .object({
    new_password1: z
      .string()
      .min(1, 'validation.required')
      .min(MIN_PASSWORD_LENGTH, 'validation.passwordLength'),
    new_password2: z.string(),
  })
  .refine((values) => values.new_password1 === values.new_password2, {
    path: ['new_password2'],
    message: 'validation.passwordMatch',
    when: () => true,
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
