import type { UserRead } from '@waymark/contract';
import type { TwoFactorRecoveryCodes, TwoFactorSetup } from '@waymark/contract/two-factor';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { authorize, refuseUnless } from '../../policies/policy.js';
import type { Principal } from '../../policies/principal.js';
import { secondFactorRefusal } from '../../policies/session.policy.js';
import { userPolicy } from '../../policies/user.policy.js';
import type { TwoFactorRepository } from '../../repositories/two-factor.repository.js';
import type { UserRepository } from '../../repositories/user.repository.js';
import type { AttemptLimiter } from '../attempt-limiter.js';
import type { Actor, AuditService } from '../audit.service.js';
import type { UserPresenter } from '../presenters.js';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-codes.js';
import type { SecondFactorCodes } from './second-factor-codes.js';
import { REPLAYED_CODE, WRONG_CODE } from './sign-in-second-factor.js';
import { presentRecoveryCodes, presentSetup } from './two-factor.presenter.js';
import { totp } from './totp.js';

export const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set it up again.';
export const NOT_STARTED = 'Start the set-up first: there is no new secret to confirm.';
export const NOT_ON = 'Two-factor sign-in is not on.';

/**
 * Two-factor sign-in of one's own account (set up, confirm with a first code, turn off with a
 * code) and, for those who may change a user, removing theirs. Every wrong code counts toward a
 * limit per user, as a wrong password does at sign-in.
 */
export class TwoFactorService {
  constructor(
    private readonly factors: TwoFactorRepository,
    private readonly users: UserRepository,
    private readonly codes: SecondFactorCodes,
    private readonly presenter: UserPresenter,
    private readonly audit: AuditService,
    private readonly codeFailures: AttemptLimiter,
  ) {}

  /** A new secret in place of one not yet confirmed; refused while one is on. */
  async start(principal: Principal): Promise<TwoFactorSetup> {
    refuseUnless(secondFactorRefusal(principal));
    const secret = totp.newSecret();
    if (!(await this.factors.start(principal.id, this.codes.seal(secret)))) {
      throw ValidationError.field('non_field_errors', ALREADY_ON);
    }
    return presentSetup(secret, principal.user.email);
  }

  /** Turns the new secret on with a first code of it; answers the recovery codes, once. */
  async confirm(principal: Principal, code: string, actor: Actor): Promise<TwoFactorRecoveryCodes> {
    refuseUnless(secondFactorRefusal(principal));
    const factor = await this.factors.find(principal.id);
    if (!factor) throw ValidationError.field('non_field_errors', NOT_STARTED);
    if (factor.confirmed_at) throw ValidationError.field('non_field_errors', ALREADY_ON);
    const step = await this.counted(principal.id, () => this.codes.stepOf(factor, code));
    const recoveryCodes = newRecoveryCodes();
    const hashes = recoveryCodes.map(recoveryCodeDigest);
    if (!(await this.factors.confirm(principal.id, factor.secret_sealed, step, hashes))) {
      // Started again (or confirmed) by another request meanwhile: this code's secret is gone.
      throw ValidationError.field('non_field_errors', NOT_STARTED);
    }
    await this.audit.record(actor, 'auth.two_factor_enable', { type: 'user', id: principal.id });
    return presentRecoveryCodes(recoveryCodes);
  }

  /** Turns it off with a code of the app or a recovery code. */
  async disable(principal: Principal, code: string, actor: Actor): Promise<void> {
    refuseUnless(secondFactorRefusal(principal));
    const factor = await this.factors.find(principal.id);
    if (!factor?.confirmed_at) throw ValidationError.field('non_field_errors', NOT_ON);
    const method = await this.counted(principal.id, async () => {
      const checked = await this.codes.check(factor, code);
      if (checked.refused === 'replayed_code') throw ValidationError.field('code', REPLAYED_CODE);
      return checked.refused === null ? checked.kind : null;
    });
    await this.factors.remove(principal.id);
    await this.audit.record(
      actor,
      'auth.two_factor_disable',
      { type: 'user', id: principal.id },
      { method },
    );
  }

  /**
   * Removes another user's second factor (a lost phone), for whoever may change that user; they
   * sign in with their password again, or set one up again if their organisation requires it.
   */
  async reset(principal: Principal, userId: number, actor: Actor): Promise<UserRead> {
    const user = await this.users.findInScope(userId, principal.scope);
    if (!user) throw new NotFoundError();
    const memberships = await this.users.membershipsOf([user.id]);
    const target = { user, organisations: memberships.map((m) => m.organisation_id) };
    authorize(userPolicy, principal, target, 'reset_two_factor');
    const factor = await this.factors.find(user.id);
    await this.factors.remove(user.id);
    await this.audit.record(
      actor,
      'user.two_factor_reset',
      { type: 'user', id: user.id },
      { was_enabled: Boolean(factor?.confirmed_at) },
    );
    return this.presenter.presentOne(principal, user);
  }

  /**
   * Runs a code check counted toward the user's limit: taken first (concurrent guesses cannot
   * slip past it), given back when the code is right. A null answer is a wrong code (400).
   */
  private async counted<T>(userId: number, check: () => Promise<T | null>): Promise<T> {
    const key = `user:${userId}`;
    await this.codeFailures.reserve(key);
    let result: T | null;
    try {
      result = await check();
    } catch (err) {
      if (!(err instanceof ValidationError)) {
        await this.codeFailures.release(key).catch(() => undefined);
      }
      throw err;
    }
    if (result === null) throw ValidationError.field('code', WRONG_CODE);
    await this.codeFailures.release(key);
    return result;
  }
}
