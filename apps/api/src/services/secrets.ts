import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new opaque key: 40 hex characters (160 random bits). */
export function newKey(): string {
  return randomBytes(20).toString('hex');
}

/** Keys are stored only as their SHA-256 digest; lookups hash the presented key the same way. */
export function digest(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
