import type { Getter } from 'copc';
import type { ByteSpan } from '../lib/byte-range.js';
import { PermissionDeniedError } from '../lib/errors.js';
import { allowedEnd, readCopcLayout, type CopcLayout } from '../processing/copc/copc-layout.js';
import type { LayerFileRow } from '../repositories/layer-file.repository.js';
import type { SpatialRefRepository } from '../repositories/spatial-ref.repository.js';
import type { Storage } from '../storage/storage.js';
import { LruCache } from '../tiles/lru-cache.js';
import type { Bounds } from './share-bounds.js';

/** Files' layouts and share boxes kept: a viewer's range reads ask the same again and again. */
const KEPT = 32;

export const OUTSIDE_SHARE = 'These points lie outside the area this link shares.';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

/** Keeps a promise under `key` in `cache`, or makes it; a failure is dropped, to be tried again. */
function kept<T>(
  cache: LruCache<string, Promise<T>>,
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  const known = cache.get(key);
  if (known) return known;
  const made = make();
  cache.set(key, made);
  made.catch(() => {
    if (cache.get(key) === made) cache.delete(key);
  });
  return made;
}

const intersects = (a: readonly number[], b: readonly number[]) =>
  a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;

export const isCopc = (file: Pick<LayerFileRow, 'name'>) => /\.copc\.laz$/i.test(file.name);

/**
 * A share viewer's reads of a COPC point cloud: the header, the hierarchy and the nodes whose
 * square meets the share's box (in the file's CRS) are sent; a read that starts in a node
 * outside it is refused (403), one that runs into such a node is cut short where it begins
 * (206 with what is allowed: readers take the Content-Range), and the whole file only when no
 * node lies outside. A file whose layout or CRS cannot be read sends no points.
 */
export class CopcShareGuard {
  private readonly layouts = new LruCache<string, Promise<CopcLayout | null>>(KEPT);
  private readonly boxes = new LruCache<string, Promise<Bounds | null>>(KEPT);

  constructor(
    private readonly storage: Storage,
    private readonly spatialRefs: SpatialRefRepository,
  ) {}

  /** Its layout, read with a few range reads of the stored file (contents are immutable). */
  private layout(file: LayerFileRow): Promise<CopcLayout | null> {
    return kept(this.layouts, file.sha256, () => {
      const getter: Getter = async (begin, end) =>
        end <= begin
          ? new Uint8Array(0)
          : bytesOf(await this.storage.get(file.storage_key, { start: begin, end: end - 1 }));
      return readCopcLayout(getter, Number(file.size)).catch(() => null);
    });
  }

  /** The share's box in the file's CRS, or null when the file names none PROJ reads. */
  private box(wkt: string | null, share: Bounds): Promise<Bounds | null> {
    if (!wkt) return Promise.resolve(null);
    return kept(this.boxes, `${share.join(',')}|${wkt}`, () =>
      this.spatialRefs.boxInCrs(share, wkt),
    );
  }

  /** The bytes to send of a COPC for a share viewer kept in `share`; refuses the rest. */
  async servable(
    file: LayerFileRow,
    share: Bounds,
    range: ByteSpan | null,
  ): Promise<ByteSpan | null> {
    const layout = await this.layout(file);
    if (!layout) throw new PermissionDeniedError(OUTSIDE_SHARE);
    const box = await this.box(layout.wkt, share);
    const allowed = (node: { box: readonly number[] }) => box !== null && intersects(node.box, box);
    if (!range) {
      if (layout.nodes.every(allowed)) return null;
      throw new PermissionDeniedError(OUTSIDE_SHARE);
    }
    const end = Math.min(range.end + 1, allowedEnd(layout, range.start, allowed));
    if (end <= range.start) throw new PermissionDeniedError(OUTSIDE_SHARE);
    return { start: range.start, end: end - 1 };
  }
}
