import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Waymark';

/**
 * A code is accepted in its 30-second step and the steps either side of it (a phone's clock a
 * little off, a code typed as it turned).
 */
const TOLERANCE_SECONDS = 30;

/** Six digits, once spaces and dashes are taken out: an authenticator app's code. */
const TOTP_CODE = /^\d{6}$/;

/** A code as typed, without the spaces and dashes apps and people put in it. */
export function compactCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export function looksLikeTotp(code: string): boolean {
  return TOTP_CODE.test(compactCode(code));
}

/**
 * TOTP (RFC 6238: SHA-1, six digits, 30-second steps, as every authenticator app reads it) by
 * otplib 13: a 160-bit secret in base32, its otpauth:// URI, and checking a code, which answers
 * the time step it matched so that no code of that step or before is accepted again.
 */
export const totp = {
  newSecret(): string {
    return generateSecret({ length: 20 });
  },

  uri(secret: string, email: string): string {
    return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  },

  /** The time step the code matches, or null when it matches none near now. */
  async stepOf(secret: string, code: string): Promise<number | null> {
    const token = compactCode(code);
    if (!TOTP_CODE.test(token)) return null;
    const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS });
    // A TOTP check answers the step it matched (an HOTP one, never made here, would not).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  },
};
