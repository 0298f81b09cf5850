/** A web address a popup may link to: http(s) only (no javascript:, data:, file: …). */
export function openableUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A web address a popup may show in a frame: https only (the portal's Content-Security-Policy
 * allows no other frames), and never the portal itself, whose pages a sandboxed frame of the
 * same origin could reach into.
 */
export function frameableUrl(value: string, portalOrigin: string): string | null {
  const href = openableUrl(value);
  if (!href) return null;
  const url = new URL(href);
  return url.protocol === 'https:' && url.origin !== portalOrigin ? href : null;
}

/** What a video link is played with: a video site's own player, a frame, or only a link. */
export type VideoSource =
  | { kind: 'embed'; src: string; site: 'YouTube' | 'Vimeo' }
  | { kind: 'frame'; src: string }
  | { kind: 'link'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.searchParams.get('v') ??
      /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ??
      null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  return /\/(\d{4,12})(?:\/|$)/.exec(url.pathname)?.[1] ?? null;
}

/**
 * How a tvurl is played: YouTube and Vimeo in their embedded players (YouTube's without
 * cookies), other https addresses in a frame (a video file plays in the browser's own player
 * there), http ones only as a link.
 */
export function videoSourceOf(value: string, portalOrigin: string): VideoSource | null {
  const href = openableUrl(value);
  if (!href) return null;
  const url = new URL(href);
  const youtube = youtubeId(url);
  if (youtube) {
    return {
      kind: 'embed',
      site: 'YouTube',
      src: `https://www.youtube-nocookie.com/embed/${youtube}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo)
    return { kind: 'embed', site: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  const frame = frameableUrl(href, portalOrigin);
  return frame ? { kind: 'frame', src: frame } : { kind: 'link', src: href };
}
