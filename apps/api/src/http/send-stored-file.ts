import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange, type ByteSpan } from '../lib/byte-range.js';
import type { Storage } from '../storage/storage.js';

// Types a browser may show inline without risk; everything else downloads.
const INLINE_SAFE = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)$/;

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const base = name.split('/').pop() ?? 'file';
  const ascii = base.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

/** What sending a stored file needs of its record (a layer's file, a markup's). */
export interface SendableFile {
  name: string;
  size: number;
  content_type: string | null;
  sha256: string;
  storage_key: string;
}

/**
 * Streams a stored file, with byte ranges (point-cloud and large-file viewers read parts) and
 * an ETag from its SHA-256.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: SendableFile,
  inline: boolean,
  /** The bytes to send: by default those the Range header asks for. */
  range: ByteSpan | 'unsatisfiable' | null = parseByteRange(
    request.headers.range,
    Number(file.size),
  ),
): Promise<FastifyReply> {
  const size = Number(file.size);
  const type = file.content_type ?? 'application/octet-stream';
  const etag = `"${file.sha256}"`;
  void reply
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, max-age=0, must-revalidate')
    .header(
      'Content-Disposition',
      contentDisposition(inline && INLINE_SAFE.test(type) ? 'inline' : 'attachment', file.name),
    )
    .header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .type(type);
  if (matchesETag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  }
  if (range) {
    const { start, end } = range;
    return reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${size}`)
      .header('Content-Length', String(end - start + 1))
      .send(await storage.get(file.storage_key, { start, end }));
  }
  return reply.header('Content-Length', String(size)).send(await storage.get(file.storage_key));
}

/** If-None-Match holds `*` or a list of (possibly weak) tags; any one equal to ours matches. */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}
