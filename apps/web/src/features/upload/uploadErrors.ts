import { ApiError } from '../../api/ApiError.js';

/** The fields of a refused upload's answer that the dialogs read first (section 7). */
const UPLOAD_FIELDS = ['upload', 'uploads_epsgs', 'uploads_types', 'uploads_dates'] as const;

function textsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return typeof value === 'string' && value ? [value] : [];
}

/**
 * The messages of a failed upload, as listed under the error heading: upload[], uploads_epsgs[],
 * uploads_types[] and uploads_dates[] first, then anything else the answer says (another field, a detail).
 * null when the answer has no body to read: the dialog then says 'Unknown api error'.
 */
export function uploadErrorMessages(error: unknown): string[] | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (typeof body === 'string' && body.trim()) return [body.trim()];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const others = Object.keys(fields).filter(
    (key) => !(UPLOAD_FIELDS as readonly string[]).includes(key) && key !== 'detail',
  );
  const messages = [...UPLOAD_FIELDS, ...others, 'detail'].flatMap((key) => textsOf(fields[key]));
  return messages.length > 0 ? messages : null;
}

/** The messages about one file: the server names the file first ('<name>: ...'). */
export function messagesAbout(name: string, messages: readonly string[]): string[] {
  return messages.filter((message) => message.startsWith(`${name}:`));
}
