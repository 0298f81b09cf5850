const NUL_TEXT = 'Null characters are not allowed.';
const SURROGATE_TEXT = 'The text is not valid Unicode.';

// A UTF-16 surrogate without its partner cannot be stored as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text PostgreSQL would refuse or mangle, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_TEXT;
  if (LONE_SURROGATE.test(text)) return SURROGATE_TEXT;
  return null;
}
