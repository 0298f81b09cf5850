import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { DataStore, Server } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { NodeBodyRequest, receiveNodeBodies } from './tus-node-body.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A Node request with a body, as srvx's NodeRequest reads one. */
function nodeRequest(method: string): PassThrough {
  return Object.assign(new PassThrough(), { method, url: '/x', headers: {} });
}

describe('a tus PATCH body from the Node request (tus-node-body.ts)', () => {
  /**
   * writeNodeBody mirrors @tus/server 2.4.5's BaseHandler.writeToStore, and the PATCH handler
   * must hand it the request's body: a new @tus/server that changes either fails here. Then
   * compare the new writeToStore with writeNodeBody, carry over what changed, and record the
   * new fingerprint.
   */
  it('overrides the writeToStore of the @tus/server it was written for', () => {
    const patch = new Server({ path: '/x', datastore: new DataStore() }).handlers.PATCH;
    // PatchHandler.prototype, then BaseHandler.prototype, where writeToStore is.
    const base = Object.getPrototypeOf(Object.getPrototypeOf(patch)) as { writeToStore: object };
    expect(sha256(base.writeToStore.toString())).toBe(
      '65974213bcaba69abf162cc99c408ce38247047df55bb3a198fec6295dfda600',
    );
    const send = (patch as unknown as { send: () => unknown }).send.toString();
    expect(send).toContain('this.writeToStore(req.body, upload, maxBodySize, context)');
  });

  it('puts its own handler in place of the library’s PATCH handler, which it extends', () => {
    const server = new Server({ path: '/x', datastore: new DataStore() });
    const library = server.handlers.PATCH;
    receiveNodeBodies(server);
    expect(server.handlers.PATCH).not.toBe(library);
    expect(server.handlers.PATCH).toBeInstanceOf(library.constructor);
  });

  it('reads nothing of the Node request until a reader asks', async () => {
    const req = nodeRequest('PATCH');
    const body = new NodeBodyRequest({ req: req as unknown as IncomingMessage }).body!;
    expect(body).toBeInstanceOf(ReadableStream);
    req.end(Buffer.from('all of it'));
    // srvx's own body would have started reading: here the bytes wait in the Node request.
    await new Promise((resolve) => setImmediate(resolve));
    expect(req.readableLength).toBe(9);
    // Read as a web stream (the library's path), it is still the whole body.
    expect(await new Response(body).text()).toBe('all of it');
  });

  it('leaves the body of any other method to srvx', async () => {
    const req = nodeRequest('POST');
    const body = new NodeBodyRequest({ req: req as unknown as IncomingMessage }).body!;
    req.end(Buffer.from('created'));
    expect(await new Response(body).text()).toBe('created');
  });
});
