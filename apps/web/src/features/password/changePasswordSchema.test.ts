import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './changePasswordSchema.js';

function errors(values: Record<string, string>) {
  const result = changePasswordSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('change-password rules (5.4)', () => {
  it('requires the current password', () => {
    expect(
      errors({ old_password: '', new_password1: 'long enough', new_password2: 'long enough' }),
    ).toEqual({ old_password: 'validation.valueRequired' });
  });

  it('wants at least 8 characters in the new password', () => {
    expect(errors({ old_password: 'x', new_password1: 'short', new_password2: 'short' })).toEqual({
      new_password1: 'validation.passwordLength',
    });
    expect(
      errors({ old_password: 'x', new_password1: '12345678a', new_password2: '12345678a' }),
    ).toEqual({});
  });

  it('wants the confirmation to equal the new password', () => {
    expect(
      errors({ old_password: 'x', new_password1: 'long enough', new_password2: 'long enuogh' }),
    ).toEqual({ new_password2: 'validation.passwordMatch' });
  });

  it('reports a mismatch even while the current password is missing', () => {
    expect(
      errors({ old_password: '', new_password1: 'long enough', new_password2: 'other' }),
    ).toEqual({
      old_password: 'validation.valueRequired',
      new_password2: 'validation.passwordMatch',
    });
  });
});
