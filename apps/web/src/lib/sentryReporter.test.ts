import * as Sentry from '@sentry/browser';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError.js';
import { startSentry } from './sentryReporter.js';

const SHARE_TOKEN = 'i3eMS1CIHOSrozqf7L9zpyKrOCaNxEmTIj6YAVos7so';
const AUTH_TOKEN = '0123456789abcdef0123456789abcdef01234567';
const EMAIL = 'jane.doe@example.com';

interface Item {
  header: { type?: string };
  payload: Record<string, unknown>;
}

/** The items of a newline-delimited envelope (events and breadcrumbs are JSON lines). */
function itemsOf(body: string): Item[] {
  const lines = body.split('\n').filter(Boolean).slice(1);
  const items: Item[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
  }
  return items;
}

/**
 * The real browser SDK, its transport replaced by a recorder: what a share link's viewer would
 * send. The page's URL carries the share token, the console an e-mail address.
 */
describe('the browser SDK as started', () => {
  const bodies: string[] = [];
  afterAll(() => Sentry.close());

  it('tags the failed call’s request id and sends no token, key or e-mail address', async () => {
    window.history.pushState({}, '', `/maps/3/share/${SHARE_TOKEN}/?key=${AUTH_TOKEN}`);
    const reporter = startSentry(
      { dsn: 'https://0a1b2c3d@errors.example/7', environment: 'staging', release: 'waymark@1+ab' },
      (options) =>
        Sentry.createTransport(options, async (request) => {
          bodies.push(
            typeof request.body === 'string'
              ? request.body
              : new TextDecoder().decode(request.body),
          );
          return { statusCode: 200 };
        }),
    );
    console.info(`signed in as ${EMAIL} with Token ${AUTH_TOKEN}`);
    reporter.failedRequest({
      status: 500,
      path: `/api/mapshares/${SHARE_TOKEN}/`,
      requestId: 'req-9',
    });
    reporter.capture(
      new ApiError(500, 'Internal Server Error', { detail: EMAIL }, '/api/maps/3/', 'req-9'),
      '\n    at MapView\n    at RouteElement',
    );
    expect(await Sentry.flush(10_000)).toBe(true);

    const items = bodies.flatMap(itemsOf);
    expect(items.map((i) => i.header.type)).toEqual(['event']);
    const event = items[0]!.payload;
    expect(event).toMatchObject({
      release: 'waymark@1+ab',
      environment: 'staging',
      tags: { request_id: 'req-9' },
      contexts: { react: { componentStack: '\n    at MapView\n    at RouteElement' } },
      request: { url: `http://localhost:3000/maps/3/share/[Filtered]/?key=[Filtered]` },
    });
    expect(event.breadcrumbs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category: 'api',
          message: '500 /api/mapshares/[Filtered]/',
          data: { request_id: 'req-9' },
        }),
        expect.objectContaining({
          category: 'console',
          message: 'signed in as [email] with Token [Filtered]',
        }),
      ]),
    );
    const raw = bodies.join('\n');
    for (const secret of [SHARE_TOKEN, AUTH_TOKEN, EMAIL]) expect(raw).not.toContain(secret);
  });
});
