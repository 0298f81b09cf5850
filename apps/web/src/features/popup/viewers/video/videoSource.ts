/**
 * Whether an address may be played: only http(s), as for every link of a popup (no
 * javascript:, data: or file:). Relative addresses resolve against the page.
 */
export function playableUrl(url: string, base: string): string | null {
  try {
    const parsed = new URL(url.trim(), base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
