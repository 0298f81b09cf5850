import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One request as the analytics service received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body parsed as JSON (null when it is not JSON). */
  json: unknown;
  /** The request as it came: request line, headers and body, to search for what must not be there. */
  raw: string;
}

export interface AnalyticsReceiver {
  /** http://127.0.0.1:<port>; set once the server listens (in a beforeAll). */
  url: string;
  readonly received: ReceivedRequest[];
  /** Resolves once `count` requests have arrived in all (generous limit: the machine may be busy). */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
}

/**
 * A Plausible-compatible receiver on loopback for one test file: answers every POST /api/event
 * with 202 as Plausible does, and records what arrived. Call in a describe block before
 * useTestApp, and pass `() => ({ ANALYTICS_URL: receiver.url })` to it.
 */
export function useAnalyticsReceiver(): AnalyticsReceiver {
  const received: ReceivedRequest[] = [];
  let arrived: () => void = () => {};
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(body) as unknown;
      } catch {
        // recorded as null
      }
      const head = Object.entries(request.headers).map(([k, v]) => `${k}: ${String(v)}`);
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        json,
        raw: [`${request.method} ${request.url}`, ...head, '', body].join('\n'),
      });
      const known = request.method === 'POST' && request.url === '/api/event';
      response.writeHead(known ? 202 : 404, { 'Content-Type': 'application/json' });
      response.end(known ? '{}' : '{"error":"not found"}');
      arrived();
    });
  });

  const receiver: AnalyticsReceiver = {
    url: '',
    received,
    async waitForCount(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`expected ${count} analytics requests, got ${received.length}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          arrived = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return received.slice(0, count);
    },
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return receiver;
}
