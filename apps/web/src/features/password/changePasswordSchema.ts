import { MIN_PASSWORD_LENGTH, type PasswordChangeBody } from '@waymark/contract';
import { z } from 'zod';

/**
 * The rules of 5.4 with the minimum length of DESIGN.md: the current password is required, the
 * new one has at least 8 characters, and the confirmation equals it. Messages are message keys.
 */
export const changePasswordSchema = z
  .object({
    old_password: z.string().min(1, 'validation.valueRequired'),
    new_password1: z
      .string()
      .min(1, 'validation.valueRequired')
      .min(MIN_PASSWORD_LENGTH, 'validation.passwordLength'),
    new_password2: z.string(),
  })
  .refine((values) => values.new_password1 === values.new_password2, {
    path: ['new_password2'],
    message: 'validation.passwordMatch',
    // Say so even while another field is still wrong.
    when: () => true,
  }) satisfies z.ZodType<PasswordChangeBody>;

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const EMPTY_PASSWORD_CHANGE: ChangePasswordValues = {
  old_password: '',
  new_password1: '',
  new_password2: '',
};
