import { rm } from 'node:fs/promises';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

type Part = { number: number; etag: string; size: number; at: Date };
type OpenUpload = { bucket: string; key: string; initiated: Date; parts: Map<number, Part> };

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Elements in order: `{ Key: 'a', Size: 1 }` → `<Key>a</Key><Size>1</Size>`. */
const tags = (fields: Record<string, string | number>) =>
  Object.entries(fields).reduce(
    (all, [name, v]) => `${all}<${name}>${xml(String(v))}</${name}>`,
    '',
  );
const S3_NS = 'http://s3.amazonaws.com/doc/2006-03-01/';

/**
 * An HTTP proxy in front of s3rver for the tests of resumable uploads on S3 (@tus/s3-store).
 * s3rver 3.7 lacks three multipart operations @tus/s3-store calls: ListParts (GET
 * /bucket/key?uploadId=…, s3rver answers 405), ListMultipartUploads (GET /bucket?uploads, 501;
 * the expired-upload clean-up) and AbortMultipartUpload (DELETE /bucket/key?uploadId=…, 405).
 * This proxy answers those three itself, in the S3 API's XML, from what it saw pass: the
 * CreateMultipartUpload answers, each successful UploadPart (its ETag and the bytes sent), and
 * CompleteMultipartUpload, after which S3 forgets an upload. Abort removes the parts s3rver
 * keeps on disk (`<directory>/<bucket>/._S3rver_uploads/<id>`), as S3 discards them. It checks
 * no signature for those three. Everything else, bodies, headers and status, is s3rver's,
 * forwarded unchanged.
 */
export class S3ListPartsProxy {
  /** The multipart uploads neither completed nor aborted, by upload id. */
  readonly open = new Map<string, OpenUpload>();
  private server: Server | null = null;

  constructor(
    private readonly target: AddressInfo,
    private readonly s3rverDirectory: string,
  ) {}

  /** Starts on a free port of 127.0.0.1; answers the endpoint to give the S3 client. */
  async start(): Promise<string> {
    const server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve) ?? resolve(undefined));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://s3');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const key = rest.join('/');
    const q = url.searchParams;
    const uploadId = q.get('uploadId');
    const upload = uploadId === null ? undefined : this.open.get(uploadId);
    const reply = (status: number, root: string, body: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${S3_NS}">${body}</${root}>`,
      );
    };

    if (req.method === 'GET' && key === '' && q.has('uploads')) {
      const uploads = [...this.open].filter(([, u]) => u.bucket === bucket);
      uploads.sort(([ia, a], [ib, b]) => a.key.localeCompare(b.key) || ia.localeCompare(ib));
      const items = uploads.map(([id, u]) => {
        const fields = { Key: u.key, UploadId: id, Initiated: u.initiated.toISOString() };
        return `<Upload>${tags({ ...fields, StorageClass: 'STANDARD' })}</Upload>`;
      });
      const head = { Bucket: bucket, KeyMarker: '', UploadIdMarker: '', MaxUploads: 1000 };
      const body = tags({ ...head, IsTruncated: 'false' }) + items.join('');
      return reply(200, 'ListMultipartUploadsResult', body);
    }
    if ((req.method === 'GET' || req.method === 'DELETE') && key !== '' && uploadId !== null) {
      if (!upload || upload.key !== key) {
        return reply(404, 'Error', tags({ Code: 'NoSuchUpload', UploadId: uploadId }));
      }
      if (req.method === 'DELETE') {
        this.open.delete(uploadId);
        const parts = path.join(this.s3rverDirectory, bucket, '._S3rver_uploads', uploadId);
        void rm(parts, { recursive: true, force: true }).then(() => res.writeHead(204).end());
        return;
      }
      const marker = Number(q.get('part-number-marker') ?? 0);
      const max = Number(q.get('max-parts') ?? 1000);
      const after = [...upload.parts.values()].filter((p) => p.number > marker);
      const listed = after.sort((a, b) => a.number - b.number).slice(0, max);
      const items = listed.map((p) => {
        const fields = { PartNumber: p.number, LastModified: p.at.toISOString() };
        return `<Part>${tags({ ...fields, ETag: p.etag, Size: p.size })}</Part>`;
      });
      const head = { Bucket: bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker };
      const next = listed.at(-1)?.number ?? marker;
      const truncated = String(after.length > listed.length);
      const page = { NextPartNumberMarker: next, MaxParts: max, IsTruncated: truncated };
      return reply(200, 'ListPartsResult', tags({ ...head, ...page }) + items.join(''));
    }
    this.forward(req, res, upload, { bucket, key, uploadId, q });
  }

  /** Passes the request to s3rver unchanged, noting the multipart calls that succeeded. */
  private forward(
    req: IncomingMessage,
    res: ServerResponse,
    upload: OpenUpload | undefined,
    call: { bucket: string; key: string; uploadId: string | null; q: URLSearchParams },
  ): void {
    const { bucket, key, uploadId, q } = call;
    const initiate = req.method === 'POST' && key !== '' && q.has('uploads');
    let sent = 0;
    req.on('data', (chunk: Buffer) => (sent += chunk.length));
    const { address: host, port } = this.target;
    const options = { host, port, method: req.method, path: req.url, headers: req.headers };
    const upstream = forward(options, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      const body: Buffer[] = [];
      if (initiate) answer.on('data', (chunk: Buffer) => body.push(chunk));
      answer.on('end', () => {
        if (answer.statusCode !== 200) return;
        const created = /<UploadId>([^<]+)<\/UploadId>/.exec(Buffer.concat(body).toString());
        const partNumber = Number(q.get('partNumber'));
        if (initiate && created?.[1]) {
          this.open.set(created[1], { bucket, key, initiated: new Date(), parts: new Map() });
        } else if (req.method === 'PUT' && upload && partNumber > 0) {
          const decoded = req.headers['x-amz-decoded-content-length'];
          const size = decoded === undefined ? sent : Number(decoded);
          const etag = String(answer.headers.etag ?? '');
          upload.parts.set(partNumber, { number: partNumber, etag, size, at: new Date() });
        } else if (req.method === 'POST' && uploadId !== null) {
          this.open.delete(uploadId);
        }
      });
      answer.pipe(res);
    });
    upstream.on('error', (err) => res.destroy(err)); // the client sees s3rver's socket fail
    req.pipe(upstream);
  }
}
