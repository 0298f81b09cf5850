import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@waymark/contract/two-factor';
import { digest } from '../secrets.js';
import { compactCode } from './totp.js';

/** Lower-case letters and digits that no one reads as another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** One code: two groups of five (`k7m2p-xq9rt`), about 49 random bits. */
function recoveryCode(): string {
  const letters = Array.from({ length: 2 * GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${letters.slice(0, GROUP).join('')}-${letters.slice(GROUP).join('')}`;
}

/** A new set of recovery codes, all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCode());
  return [...codes];
}

/** What is stored of a code: the digest of its text without case, spaces or dashes. */
export function recoveryCodeDigest(code: string): Buffer {
  return digest(compactCode(code).toLowerCase());
}
