import type { LoginBody, PasswordChangeBody } from '@waymark/contract';
import { ValidationError } from '../lib/errors.js';
import type { PasswordResetRepository } from '../repositories/password-reset.repository.js';
import type { ActiveToken, TokenRepository } from '../repositories/token.repository.js';
import type { UserRepository, UserWithGrants } from '../repositories/user.repository.js';
import type { GenerationCache } from '../db/generation-cache.js';
import type { Actor, AuditService, Origin } from './audit.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { passwordProblems } from './password-policy.js';
import type { SsoRequirement } from './sso/sso-requirement.js';
import { digest, newKey } from './secrets.js';
import {
  SecondFactorChallenge,
  type SignInSecondFactor,
} from './two-factor/sign-in-second-factor.js';

/**
 * A live token with its owner, the owner's grants, and whether the owner must set up a second
 * factor before anything else; shared between requests, not changed.
 */
export type TokenOwner = Readonly<
  UserWithGrants & { token: ActiveToken; twoFactorPending: boolean }
>;

export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';

/**
 * Whether a sign-in's error is a failed attempt, counted toward the sign-in limit: wrong
 * credentials, or a wrong or used second-factor code; not a code only asked for.
 */
export function isFailedSignIn(err: unknown): boolean {
  if (err instanceof SecondFactorChallenge) return err.failed;
  return err instanceof ValidationError;
}

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenRepository,
    private readonly resets: PasswordResetRepository,
    private readonly audit: AuditService,
    private readonly secondFactor: SignInSecondFactor,
    private readonly tokenOwners?: GenerationCache<string, TokenOwner | undefined>,
    private readonly ssoRequirement?: SsoRequirement,
  ) {}

  /**
   * Checks the credentials (and the second factor's code, for an account with one) and issues a
   * new token; the key is returned once and never stored. Both outcomes are audited, with how
   * the sign-in was made.
   */
  async login(body: LoginBody, origin: Origin): Promise<{ key: string; userId: number }> {
    const user = await this.users.findByEmail(body.email);
    const ok = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !ok || !user.is_active) {
      const attempt = { email: body.email, userId: user?.id ?? null, method: 'password' as const };
      await this.audit.signInRefused(origin, attempt);
      throw new ValidationError({ non_field_errors: [BAD_CREDENTIALS] });
    }
    // An organisation that requires single sign-on refuses its members' passwords.
    const ssoOnly = await this.ssoRequirement?.passwordRefusal(user);
    if (ssoOnly) {
      await this.audit.record(
        { userId: user.id, realUserId: user.id, ...origin },
        'auth.login_failed',
        { type: 'user', id: user.id },
        { method: 'password', reason: 'sso_required' },
      );
      throw new ValidationError({ non_field_errors: [ssoOnly] });
    }
    const method = await this.secondFactor.method(user, body, origin);
    const key = newKey();
    await this.tokens.create(user.id, digest(key), { method });
    await this.users.touchLastLogin(user.id);
    const actor = { userId: user.id, realUserId: user.id, ...origin };
    await this.audit.record(actor, 'auth.login', undefined, { method });
    return { key, userId: user.id };
  }

  /**
   * The live token of a key with its owner's grants and whether they must set up a second
   * factor first, in one query (every request does this).
   */
  authenticateWithGrants(key: string): Promise<TokenOwner | undefined> {
    if (!/^[0-9a-f]{40}$/.test(key)) return Promise.resolve(undefined);
    const load = () => this.users.findByTokenWithGrants(digest(key));
    return this.tokenOwners ? this.tokenOwners.get(key, load) : load();
  }

  touch(tokenId: number): Promise<void> {
    return this.tokens.touch(tokenId);
  }

  /** Ends an impersonation whose conditions no longer hold (see impersonationRefusal). */
  async endImpersonation(tokenId: number, actor: Actor): Promise<void> {
    await this.tokens.setImpersonation(tokenId, null);
    await this.audit.record(actor, 'impersonate.end', { type: 'user', id: actor.userId });
  }

  async logout(tokenId: number, actor: Actor): Promise<void> {
    await this.tokens.revoke(tokenId);
    await this.audit.record(actor, 'auth.logout');
  }

  async changePassword(userId: number, body: PasswordChangeBody, actor: Actor): Promise<void> {
    const user = await this.users.findById(userId);
    const ssoOnly = user && (await this.ssoRequirement?.passwordRefusal(user));
    if (ssoOnly) throw new ValidationError({ non_field_errors: [ssoOnly] });
    if (!user || !(await verifyPassword(user.password_hash, body.old_password))) {
      throw ValidationError.field(
        'old_password',
        'Your old password was entered incorrectly. Please enter it again.',
      );
    }
    validateNewPassword(user.email, body.new_password1, body.new_password2);
    await this.storePassword(userId, body.new_password1);
    await this.audit.record(actor, 'auth.password_change', { type: 'user', id: userId });
  }

  /** Stores a new password; outstanding reset links stop working. */
  async storePassword(userId: number, password: string): Promise<void> {
    await this.users.update(userId, { password_hash: await hashPassword(password) });
    await this.resets.invalidateForUser(userId);
  }
}

/** The new-password pair of the change and reset forms: equal, and acceptable to the policy. */
export function validateNewPassword(email: string, password1: string, password2: string): void {
  if (password1 !== password2) {
    throw ValidationError.field('new_password2', 'The two password fields didn’t match.');
  }
  const problems = passwordProblems(password1, email);
  if (problems.length > 0) throw new ValidationError({ new_password2: problems });
}
