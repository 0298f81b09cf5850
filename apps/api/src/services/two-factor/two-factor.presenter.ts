import type { TwoFactorRecoveryCodes, TwoFactorSetup } from '@waymark/contract/two-factor';
import { totp } from './totp.js';

/**
 * The set-up's one answer that carries the secret: its base32 text for typing in, and the
 * otpauth:// URI (issuer Waymark, the user's email) an authenticator app reads from a QR code.
 */
export function presentSetup(secret: string, email: string): TwoFactorSetup {
  return { secret, otpauth_url: totp.uri(secret, email) };
}

/** The recovery codes, shown this once: only their digests are kept. */
export function presentRecoveryCodes(codes: readonly string[]): TwoFactorRecoveryCodes {
  return { recovery_codes: [...codes] };
}
