import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';

export interface EnvelopeItem {
  header: Record<string, unknown>;
  /** The payload parsed as JSON, or its text when it is not JSON (an attachment). */
  payload: unknown;
}

export interface Envelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The request as it came: its URL, headers and (decompressed) body, to search for secrets. */
  raw: string;
}

/** A Sentry event as the receiver got it (the fields the tests look at). */
export interface ReceivedEvent {
  release?: string;
  environment?: string;
  level?: string;
  tags?: Record<string, string>;
  transaction?: string;
  request?: { url?: string; method?: string; headers?: Record<string, string> };
  exception?: { values?: { type?: string; value?: string }[] };
}

export interface SentryReceiver {
  /** The DSN of a project on this server (http, loopback). */
  dsn(project?: string): string;
  readonly envelopes: Envelope[];
  /** The payloads of every `event` item received so far, in order. */
  events(): ReceivedEvent[];
  /** Resolves once `find` returns something, looking again after each envelope. */
  waitFor<T>(find: () => T | undefined, what: string, timeoutMs?: number): Promise<T>;
}

/** The object the page's /config.js assigns to window.waymarkConfig (where the browser DSN goes). */
export function pageConfig(script: string): unknown {
  return JSON.parse(/^window\.waymarkConfig = (.*);\n$/s.exec(script)![1]!);
}

export const PUBLIC_KEY = 'c0ffee0c0ffee0c0ffee0c0ffee0c0ff';

/**
 * Splits an envelope: a header line, then items, each a header line and a payload that is
 * `length` bytes when the header says so, else the rest of the line.
 */
export function parseEnvelope(body: Buffer): {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
} {
  let at = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, at);
    const out = body.subarray(at, end < 0 ? body.length : end);
    at = end < 0 ? body.length : end + 1;
    return out;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const headerLine = line();
    if (headerLine.length === 0) continue;
    const itemHeader = JSON.parse(headerLine.toString('utf8')) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length);
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    } else {
      payload = line();
    }
    const text = payload.toString('utf8');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // an attachment or other non-JSON payload: kept as text
    }
    items.push({ header: itemHeader, payload: parsed });
  }
  return { header, items };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A Sentry-protocol service on loopback for one test file (POST /api/<project>/envelope/, what
 * @sentry/node and @sentry/browser send, gzip or not), recording every envelope it receives.
 */
export function useSentryReceiver(): SentryReceiver {
  const envelopes: Envelope[] = [];
  const listeners = new Set<() => void>();
  let port = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const match = /^\/api\/([^/]+)\/envelope\/?(\?|$)/.exec(request.url ?? '');
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        response.setHeader('Access-Control-Allow-Headers', '*');
        response.end();
        return;
      }
      if (request.method !== 'POST' || !match?.[1]) {
        response.statusCode = 404;
        response.end();
        return;
      }
      const body = decode(await readBody(request), request.headers['content-encoding']);
      const { header, items } = parseEnvelope(body);
      const raw = `${request.url}\n${JSON.stringify(request.headers)}\n${body.toString('utf8')}`;
      envelopes.push({ project: match[1], header, items, raw });
      response.setHeader('Content-Type', 'application/json');
      response.end('{}');
      for (const listener of listeners) listener();
    })().catch(() => {
      response.statusCode = 400;
      response.end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    dsn: (project = '1') => `http://${PUBLIC_KEY}@127.0.0.1:${port}/${project}`,
    envelopes,
    events: () =>
      envelopes.flatMap((e) =>
        e.items.filter((i) => i.header.type === 'event').map((i) => i.payload as ReceivedEvent),
      ),
    waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (found === undefined) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`the Sentry receiver never got ${what}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
  };
}
