import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './request-auth.js';

const TOKEN_HEADER = /^Token\s+(\S+)\s*$/i;
const BASIC_HEADER = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i;

/**
 * Where a request's credential came from. Desktop GIS tools cannot send `Token` headers
 * everywhere: QGIS's authentication manager offers HTTP Basic (the key is the password, the
 * user name is ignored) and tile URL templates carry the key as a `key` query parameter.
 */
export type Credential =
  | { from: 'token'; secret: string }
  | { from: 'basic'; secret: string }
  | { from: 'share'; secret: string }
  | { from: 'query'; secret: string }
  | { from: 'cookie'; secret: string };

/**
 * The request's credential, in this order: the Authorization header (Token or Basic), the
 * MapShare header, the `key` query parameter, the session cookie. Null for none; a malformed
 * Basic header or a repeated `key` counts as a credential that matches nothing.
 */
export function credentialOf(request: FastifyRequest): Credential | null {
  const header = request.headers.authorization;
  if (header) {
    const token = TOKEN_HEADER.exec(header);
    if (token?.[1]) return { from: 'token', secret: token[1] };
    const basic = BASIC_HEADER.exec(header);
    if (basic?.[1]) return { from: 'basic', secret: basicPassword(basic[1]) };
  }
  const shareHeader = request.headers.mapshare;
  const share = typeof shareHeader === 'string' ? TOKEN_HEADER.exec(shareHeader) : null;
  if (share?.[1]) return { from: 'share', secret: share[1] };
  const query = request.query as Record<string, unknown> | undefined;
  if (query && query.key !== undefined) {
    return { from: 'query', secret: typeof query.key === 'string' ? query.key : '' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { from: 'cookie', secret: cookie } : null;
}

/** The password of `user:password` (base64); the user name is whatever the tool sends. */
function basicPassword(encoded: string): string {
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? '' : text.slice(colon + 1);
}

/** Secrets in a logged URL: the `key` parameter and share tokens in a path. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&]key=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/mapshares\/)[A-Za-z0-9_-]{43}(?=[/?#]|$)/g, '$1[redacted]');
}
