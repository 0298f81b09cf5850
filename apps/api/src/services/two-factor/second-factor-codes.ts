import type { SecretBox } from '../../lib/secret-box.js';
import { HttpError } from '../../lib/errors.js';
import type {
  SecondFactorRow,
  TwoFactorRepository,
} from '../../repositories/two-factor.repository.js';
import { recoveryCodeDigest } from './recovery-codes.js';
import { looksLikeTotp, totp } from './totp.js';

/** The purpose TOTP secrets are sealed for (SecretBox binds a sealed value to it). */
export const TOTP_PURPOSE = 'totp';

/** How a code was given: an authenticator app's, or one of the recovery codes. */
export type CodeKind = 'totp' | 'recovery_code';

/** A code checked against a factor: accepted (refused null) or why not. */
export interface CodeCheck {
  kind: CodeKind;
  refused: null | 'wrong_code' | 'replayed_code';
}

/** The answer when secrets cannot be sealed or opened: the setting to give, by its name. */
export function secretsKeyMissing(): HttpError {
  return new HttpError(503, {
    detail:
      'Two-factor sign-in needs the server setting SECRETS_KEY (32 characters or more), which is not set.',
  });
}

/**
 * Checks second-factor codes: an authenticator app's code against the sealed secret (once per
 * time step, never one of a step before the last accepted), or a recovery code (once each).
 * Recovery codes are digests and need no SECRETS_KEY; app codes do.
 */
export class SecondFactorCodes {
  constructor(
    private readonly factors: TwoFactorRepository,
    private readonly secrets: SecretBox | undefined,
  ) {}

  seal(secret: string): string {
    if (!this.secrets) throw secretsKeyMissing();
    return this.secrets.seal(secret, TOTP_PURPOSE);
  }

  open(sealed: string): string {
    if (!this.secrets) throw secretsKeyMissing();
    try {
      return this.secrets.open(sealed, TOTP_PURPOSE);
    } catch {
      // Sealed under another key: SECRETS_KEY was changed since (the codes are not at fault).
      throw new HttpError(503, {
        detail:
          'This second factor cannot be checked: the server setting SECRETS_KEY is not the key it was set up with. Use a recovery code, or ask an administrator to reset it.',
      });
    }
  }

  /** The time step an app code matches with this factor's secret, or null. */
  stepOf(factor: Pick<SecondFactorRow, 'secret_sealed'>, code: string): Promise<number | null> {
    return totp.stepOf(this.open(factor.secret_sealed), code);
  }

  /** Checks a code of a confirmed factor and, when accepted, takes it as used. */
  async check(factor: SecondFactorRow, code: string): Promise<CodeCheck> {
    if (!looksLikeTotp(code)) {
      const used = await this.factors.useRecoveryCode(factor.user_id, recoveryCodeDigest(code));
      return { kind: 'recovery_code', refused: used ? null : 'wrong_code' };
    }
    const step = await this.stepOf(factor, code);
    if (step === null) return { kind: 'totp', refused: 'wrong_code' };
    const lastUsed = factor.last_used_step === null ? null : Number(factor.last_used_step);
    const fresh =
      (lastUsed === null || step > lastUsed) && (await this.factors.useStep(factor.user_id, step));
    return { kind: 'totp', refused: fresh ? null : 'replayed_code' };
  }
}
