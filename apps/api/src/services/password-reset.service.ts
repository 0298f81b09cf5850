import type { FastifyBaseLogger } from 'fastify';
import { reportError } from '../reporting/error-reporting.js';
import type { PasswordResetConfirmBody } from '@waymark/contract';
import { ValidationError } from '../lib/errors.js';
import type { PasswordResetRepository } from '../repositories/password-reset.repository.js';
import type { TokenRepository } from '../repositories/token.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { AuditService } from './audit.service.js';
import { validateNewPassword, type AuthService } from './auth.service.js';
import type { Mailer } from './mail.service.js';
import { digest, newKey } from './secrets.js';
import type { SsoRequirement } from './sso/sso-requirement.js';

const INVALID_LINK = 'Invalid value';

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

export function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/**
 * A single-use link that sets the user's password (POST auth/password/reset/confirm/): a
 * random token, stored only as its digest, valid for `days`.
 */
export async function issueResetLink(
  resets: PasswordResetRepository,
  userId: number,
  days: number,
  origin: string,
): Promise<{ link: string; expires: Date }> {
  const token = newKey();
  const expires = new Date(Date.now() + days * 24 * 3600 * 1000);
  await resets.create(userId, digest(token), expires);
  return { link: `${origin}/auth/password/reset/confirm/${encodeUid(userId)}/${token}/`, expires };
}

export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly resets: PasswordResetRepository,
    private readonly tokens: TokenRepository,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly timeoutDays: number,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly ssoRequirement?: SsoRequirement,
  ) {}

  /**
   * Mails a single-use link when the account exists; says nothing either way. The mail goes
   * out in the background: neither a delivery failure nor the time the mail server takes may
   * tell the caller whether the account exists.
   */
  async request(email: string, origin: string, ip: string): Promise<void> {
    const byDomain = await this.ssoRequirement?.addressRefusal(email);
    if (byDomain) throw new ValidationError({ non_field_errors: [byDomain] });
    const user = await this.users.findByEmail(email);
    if (!user || !user.is_active) return;
    // A member of an organisation that requires single sign-on gets no link (and is told
    // nothing here that would say the account exists).
    if (await this.ssoRequirement?.passwordRefusal(user)) return;
    const { link } = await issueResetLink(this.resets, user.id, this.timeoutDays, origin);
    await this.audit.record(
      { userId: user.id, realUserId: user.id, ip },
      'auth.password_reset_request',
    );
    const sending = this.mailer.send({
      to: user.email,
      subject: 'Password reset',
      text: [
        'You asked to reset your Waymark password.',
        '',
        `Open this link to choose a new password: ${link}`,
        '',
        `The link works once and expires in ${this.timeoutDays} days.`,
        'If you did not ask for this, ignore this message; your password stays as it is.',
      ].join('\n'),
    });
    sending.catch((err: unknown) => {
      this.log.error({ err, userId: user.id }, 'password reset mail could not be sent');
      reportError(err, { tags: { source: 'mail' } });
    });
  }

  async confirm(body: PasswordResetConfirmBody, ip: string): Promise<void> {
    const userId = decodeUid(body.uid);
    const user = userId === null ? undefined : await this.users.findById(userId);
    if (!user) throw ValidationError.field('uid', INVALID_LINK);
    const hash = digest(body.token);
    // Check first so that a weak new password does not use the link up.
    if (!(await this.resets.isValid(user.id, hash)))
      throw ValidationError.field('token', INVALID_LINK);
    const refusal = await this.ssoRequirement?.passwordRefusal(user);
    if (refusal) throw new ValidationError({ non_field_errors: [refusal] });
    validateNewPassword(user.email, body.new_password1, body.new_password2);
    if (!(await this.resets.consume(user.id, hash)))
      throw ValidationError.field('token', INVALID_LINK);
    await this.auth.storePassword(user.id, body.new_password1);
    await this.tokens.revokeAllForUser(user.id);
    await this.audit.record({ userId: user.id, realUserId: user.id, ip }, 'auth.password_reset');
  }
}
