import type { PasswordResetRepository } from '../repositories/password-reset.repository.js';
import type { UserRow } from '../repositories/user.repository.js';
import type { BackgroundMailer } from './mail.service.js';
import { issueResetLink } from './password-reset.service.js';

/**
 * Invites a user created without a password: a mail with a link that sets it, through the
 * password-reset machinery (single-use, stored hashed) but with a longer life
 * (INVITATION_TIMEOUT_DAYS). An expired invitation is renewed as any password is reset.
 */
export class InvitationService {
  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly mail: BackgroundMailer,
    private readonly timeoutDays: number,
  ) {}

  async invite(user: UserRow, organisationName: string, origin: string): Promise<void> {
    const { link, expires } = await issueResetLink(this.resets, user.id, this.timeoutDays, origin);
    const day = expires.toISOString().slice(0, 10);
    // In the background: a slow or failing mail server does not hold up the admin's answer.
    this.mail.send({
      to: user.email,
      subject: `You have been invited to ${organisationName} on Waymark`,
      text: [
        `An administrator has created a Waymark account for you in ${organisationName}.`,
        '',
        `Open this link to choose your password: ${link}`,
        '',
        `The link works once and expires in ${this.timeoutDays} days (on ${day}, UTC).`,
        `After that, ask for a new one at ${origin}/auth/password/reset/.`,
        '',
        'If you did not expect this invitation, ignore this message.',
      ].join('\n'),
    });
  }
}
