import { HttpError } from '../../lib/errors.js';
import type { TwoFactorRepository } from '../../repositories/two-factor.repository.js';
import type { AuditService, Origin } from '../audit.service.js';
import type { SecondFactorCodes } from './second-factor-codes.js';
import { compactCode } from './totp.js';

export const CODE_NEEDED = 'Enter the code from your authenticator app, or a recovery code.';
export const WRONG_CODE =
  'This code is not right. Check that your phone’s clock is right, or use a recovery code.';
export const REPLAYED_CODE = 'This code has been used already. Wait for the next one.';

/** How a sign-in was made, as its audit entry says. */
export type SignInMethod = 'password' | 'password+totp' | 'password+recovery_code';

/**
 * The code step of a sign-in (400, contract `twoFactorChallenge`). `failed`: a wrong or used
 * code, a failed sign-in that counts toward the limit; a code only missing is not one.
 */
export class SecondFactorChallenge extends HttpError {
  constructor(
    message: string,
    readonly failed: boolean,
  ) {
    super(400, { code: [message], two_factor_required: true });
  }
}

/** The second step of a password sign-in, for accounts with a confirmed second factor. */
export class SignInSecondFactor {
  constructor(
    private readonly factors: TwoFactorRepository,
    private readonly codes: SecondFactorCodes,
    private readonly audit: AuditService,
  ) {}

  /**
   * How the user, whose password was right, signs in: with the password alone when they have no
   * second factor, else with it and a code. A missing code asks for one; a wrong or used code is
   * a refused sign-in, audited with its reason.
   */
  async method(
    user: { id: number },
    attempt: { email: string; code?: string | undefined },
    origin: Origin,
  ): Promise<SignInMethod> {
    const factor = await this.factors.find(user.id);
    if (!factor?.confirmed_at) return 'password';
    if (attempt.code === undefined || compactCode(attempt.code) === '') {
      throw new SecondFactorChallenge(CODE_NEEDED, false);
    }
    const checked = await this.codes.check(factor, attempt.code);
    const method = `password+${checked.kind}` as const;
    if (checked.refused === null) return method;
    await this.audit.signInRefused(origin, {
      email: attempt.email,
      userId: user.id,
      method,
      reason: checked.refused,
    });
    throw new SecondFactorChallenge(
      checked.refused === 'replayed_code' ? REPLAYED_CODE : WRONG_CODE,
      true,
    );
  }
}
