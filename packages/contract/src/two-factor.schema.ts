// The contract first (it configures zod), and the same module graph as every other import of
// it: a lazily loaded chunk that imports this file then shares the contract's chunk as it is.
import './index.js';
import { z } from 'zod';
import { authenticationCode } from './auth.schema.js';

/** How many recovery codes a confirmed second factor comes with. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * POST auth/two-factor/setup/: a new shared secret, answered this once (it is kept sealed and
 * never read back). `secret` is its base32 text for typing into an authenticator app;
 * `otpauth_url` the same as an otpauth:// URI (issuer Waymark, the user's email) for a QR code.
 */
export const twoFactorSetup = z.object({
  secret: z.string().regex(/^[A-Z2-7]+$/),
  otpauth_url: z.string().startsWith('otpauth://totp/'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** A code from the authenticator app (confirm), or it or a recovery code (disable). */
export const twoFactorCodeBody = z.object({ code: authenticationCode });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBody>;

/** POST auth/two-factor/confirm/: the recovery codes, answered this once (kept as digests). */
export const twoFactorRecoveryCodes = z.object({
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodes>;
