/** Characters file systems refuse in a name. */
const REFUSED = new Set('\\/:*?"<>|');

/**
 * A name for a downloaded file: characters file systems refuse (and control characters)
 * become '_'; an empty name becomes `fallback`.
 */
export function safeFileName(name: string, fallback = 'map'): string {
  const safe = Array.from(name, (c) => (REFUSED.has(c) || c.charCodeAt(0) < 32 ? '_' : c))
    .join('')
    .trim();
  return safe || fallback;
}
