import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ERRORS,
  EVENTS,
  StreamLimiter,
  type CancellationContext,
  type Server,
  type Upload,
} from '@tus/server';
import { NodeRequest } from 'srvx/node';

/**
 * A tus PATCH's body straight from the Node request to the store, as a Node stream.
 *
 * @tus/server 2 (2.4.5) answers web Requests: srvx's NodeRequest turns the Node request into a
 * web ReadableStream (`Readable.toWeb`) and the PATCH handler's `writeToStore` turns it back
 * (`Readable.fromWeb`). For 256 MB that round trip cost the event loop 1.3 s of CPU, most of
 * it garbage collection that pauses every other request (README, "A large orthophoto").
 * Here the request's `body` is a web stream that also names the Node request, and the PATCH
 * handler's `writeToStore` pipes that Node request itself; everything else is the library's.
 */

type Bytes = Uint8Array<ArrayBuffer>;
type WebBody = ReadableStream<Bytes>;

/** The Node request behind each body handed out by NodeBodyRequest. */
const nodeBodies = new WeakMap<WebBody, Readable>();

/**
 * srvx's NodeRequest whose PATCH body does not read the Node request until a web reader asks:
 * srvx's own body starts pulling the request into a web queue as soon as it is made, and a
 * byte in that queue would be missing from the Node stream.
 */
export class NodeBodyRequest extends NodeRequest {
  #body: WebBody | undefined;

  override get body(): WebBody | null {
    if (this.method !== 'PATCH') return super.body;
    const node = this.runtime?.node?.req;
    if (!node) return super.body;
    if (!this.#body) {
      let reader: ReadableStreamDefaultReader<Bytes> | undefined;
      // Read as a web stream (by any other reader than ours), it is srvx's body, made then.
      const open = () => (reader ??= super.body!.getReader());
      this.#body = new ReadableStream<Bytes>(
        {
          async pull(controller) {
            const { done, value } = await open().read();
            if (done) controller.close();
            else controller.enqueue(value);
          },
          cancel: (reason) => open().cancel(reason),
        },
        // Nothing is pulled before a reader asks.
        { highWaterMark: 0 },
      );
      nodeBodies.set(this.#body, node);
    }
    return this.#body;
  }
}

/** @tus/server exports no handler class: the PATCH handler's is reached through an instance. */
type PatchHandlerClass = new (
  store: Server['datastore'],
  options: Server['options'],
) => Server['handlers']['PATCH'];

/**
 * Makes `server` write the body of a PATCH made with NodeBodyRequest from the Node request.
 * Other bodies (and any PATCH while something listens to POST_RECEIVE, which the library
 * reports from its own stream) take the library's path.
 */
export function receiveNodeBodies(server: Server): void {
  const Library = server.handlers.PATCH.constructor as PatchHandlerClass;
  class NodeBodyPatchHandler extends Library {
    protected override writeToStore(
      body: ReadableStream | null,
      upload: Upload,
      maxFileSize: number,
      context: CancellationContext,
    ): Promise<number> {
      const node = body && nodeBodies.get(body);
      if (!node || this.listenerCount(EVENTS.POST_RECEIVE) > 0) {
        return super.writeToStore(body, upload, maxFileSize, context);
      }
      return writeNodeBody(node, (stream) => this.store.write(stream, upload.id, upload.offset), {
        maxFileSize,
        context,
      });
    }
  }
  server.handlers.PATCH = new NodeBodyPatchHandler(server.datastore, server.options);
}

/**
 * @tus/server 2.4.5's BaseHandler.writeToStore with the Node request as its source (its
 * POST_RECEIVE reporting left out, see above); tus-node-body.test.ts fails if that changes.
 */
export async function writeNodeBody(
  source: Readable,
  write: (stream: Readable) => Promise<number>,
  { maxFileSize, context }: { maxFileSize: number; context: CancellationContext },
): Promise<number> {
  if (context.signal.aborted) throw ERRORS.ABORTED;
  // The store reads a proxy, not the request: ending the write (abort, size limit, store
  // error) never destroys the request, so the client still gets its answer.
  const proxy = new PassThrough();
  let sourceError: unknown;
  let hasSourceError = false;
  const onSourceError = (error: unknown) => {
    sourceError = error;
    hasSourceError = true;
    source.unpipe(proxy);
    // Once aborted, the abort below ends the proxy: the store keeps what it received.
    if (!context.signal.aborted) proxy.destroy(error as Error);
  };
  // Aborted (the client went away, or another request took the lock): the write ends with
  // the bytes received so far, and the upload resumes from there.
  const onAbort = () => {
    source.unpipe(proxy);
    if (!proxy.destroyed) proxy.end();
  };
  source.on('error', onSourceError);
  context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    // As in the library, the store reads the limiter itself (a Readable), not an iterator.
    const limited = new StreamLimiter(maxFileSize);
    return await pipeline(source.pipe(proxy), limited, (stream: AsyncIterable<Buffer>) =>
      write(stream as Readable),
    );
  } catch (error) {
    source.unpipe(proxy);
    const isSourceError = hasSourceError && error === sourceError;
    const isAbortError = error instanceof Error && error.name === 'AbortError';
    throw isSourceError || isAbortError ? ERRORS.ABORTED : error;
  } finally {
    // A Node request emits 'error' only to listeners: none of ours is left on it.
    source.off('error', onSourceError);
    context.signal.removeEventListener('abort', onAbort);
  }
}
