import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '@waymark/contract';

// ~49,000 passwords seen most often in breaches.
const COMMON_PASSWORDS = new Set(dictionary.passwords.map((p) => p.toLowerCase()));
const MAX_SIMILARITY = 0.7;

/**
 * Upper bound of difflib's SequenceMatcher ratio (the 'quick ratio'): twice the characters the
 * two strings share, counted with multiplicity, over their total length.
 */
export function quickRatio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = counts.get(ch) ?? 0;
    if (left > 0) {
      matches += 1;
      counts.set(ch, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

function tooSimilarToEmail(password: string, email: string): boolean {
  const lowered = password.toLowerCase();
  const value = email.toLowerCase();
  const parts = [value, ...value.split(/\W+/).filter((p) => p.length > 0)];
  return parts.some((part) => {
    // A part much shorter or longer than the password cannot reach the threshold.
    if (lowered.length * MAX_SIMILARITY > part.length * (2 - MAX_SIMILARITY)) return false;
    return quickRatio(lowered, part) >= MAX_SIMILARITY;
  });
}

/** The problems with a new password; empty when it is acceptable. */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (email && tooSimilarToEmail(password, email)) {
    problems.push('The password is too similar to the email address.');
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(
      `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase().trim())) {
    problems.push('This password is too common.');
  }
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}
