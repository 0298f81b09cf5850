/** A piece of plain text: words as they are, or a link (http, https, or www. as https). */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than a link. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Plain text cut into text and links, so that links show as links and nothing else is markup
 * (a description is never read as HTML). Only web addresses become links: no 'javascript:'.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let found = match[0];
    // A closing bracket belongs to the link only if the link opened one.
    const trailing = TRAILING.exec(found)?.[0] ?? '';
    let strip = trailing;
    if (trailing.startsWith(')') && found.includes('(')) strip = trailing.slice(1);
    found = found.slice(0, found.length - strip.length);
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = /^www\./i.test(found) ? `https://${found}` : found;
    parts.push({ kind: 'link', text: found, href });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
