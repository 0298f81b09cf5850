import type {
  VectorTileQuery,
  VectorTileRepository,
  VectorTileShape,
} from '../repositories/vector-tile.repository.js';
import { TileCosts } from './tile-costs.js';

/**
 * Tiles that take less than this many milliseconds to make (on average for their layer and zoom,
 * as the api sees it under load) are batched. A batch is made in one backend, one tile after
 * another: heavy tiles stay one statement each, so that PostgreSQL makes them side by side on
 * every core.
 */
export const BATCH_BELOW_MS = 8;
/** Tiles in one statement at most: a batch answers when its last tile is made. */
export const MAX_BATCH = 8;
/**
 * Statements of light tiles under way at once per process. With two, uncached light tiles at
 * concurrency 8 on two cores came 1.0-1.4 times as fast as with a statement per tile (six
 * alternating runs); with four, too few tiles waited to make batches.
 */
const LIGHT_STATEMENTS = 2;
/**
 * A batch goes over the free statements in parts of at least this many milliseconds of work:
 * eight tiles of 3-4 ms (1,000,000 points at z12) in one backend left a core idle, while parts
 * of light tiles cost more in statements than they free.
 */
const MIN_PART_MS = BATCH_BELOW_MS / 2;

interface Waiting {
  x: number;
  y: number;
  resolve: (tile: Buffer) => void;
  reject: (err: unknown) => void;
}

interface Batch {
  key: string;
  shape: VectorTileShape;
  z: number;
  dataVersion: number;
  waiting: Waiting[];
}

/**
 * Light vector tiles asked at the same time made together (issue 29). A map view asks a dozen
 * tiles of one layer and zoom at once, and for a light tile the statement around it costs more
 * than the tile. The light tiles asked in one turn of the event loop go together while fewer
 * than LIGHT_STATEMENTS are under way; otherwise they wait, and the tiles that wait for the same
 * layer, version, zoom and shape go to PostGIS as one statement of up to MAX_BATCH tiles (as a
 * database's group commit), each the bytes its own statement makes. So nothing waits longer than
 * the turn when the database keeps up, and under load the batches grow. Tiles cut at bounds (each
 * its own clip) and heavy ones are made one statement each; whether a layer's tiles at a zoom are
 * light is learnt from how long they took (a moving average per tile).
 */
export class BatchedVectorTiles implements Pick<VectorTileRepository, 'tile'> {
  private readonly costs = new TileCosts();
  /** Batches waiting for a statement, oldest first; `open` those still taking tiles, by key. */
  private readonly queue: Batch[] = [];
  private readonly open = new Map<string, Batch>();
  private running = 0;
  private sendScheduled = false;

  constructor(
    private readonly source: Pick<VectorTileRepository, 'tile' | 'tiles'>,
    /** Statements of light tiles under way at once; tiles asked meanwhile wait and go together. */
    private readonly statements = LIGHT_STATEMENTS,
  ) {}

  tile(query: VectorTileQuery, dataVersion: number): Promise<Buffer> {
    const cost = this.costs.get(query.layerId, query.z);
    if (query.clip !== null || cost === undefined || cost >= BATCH_BELOW_MS) {
      return this.timed(query.layerId, query.z, 1, () => this.source.tile(query, dataVersion));
    }
    const { z, x, y, ...shape } = query;
    const key = JSON.stringify([dataVersion, z, shape]);
    let batch = this.open.get(key);
    if (!batch) {
      batch = { key, shape, z, dataVersion, waiting: [] };
      this.open.set(key, batch);
      this.queue.push(batch);
    }
    const made = new Promise<Buffer>((resolve, reject) =>
      batch.waiting.push({ x, y, resolve, reject }),
    );
    if (batch.waiting.length >= MAX_BATCH) this.open.delete(key);
    this.sendSoon();
    return made;
  }

  /**
   * Sends at the end of this turn of the event loop, not at once: the requests read from the
   * sockets in the same turn join the batch first (as DataLoader gathers its keys). Uncached
   * light tiles (1,000,000 points, z16) at concurrency 8 came 1.23 times as fast on average
   * (0.95-1.36 in four alternating runs of 3,000 requests) as when the first tile went at once
   * and only the ones after it waited for a free statement.
   */
  private sendSoon() {
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      this.next();
    });
  }

  /** Sends the oldest batch while a statement is free. */
  private next() {
    while (this.running < this.statements && this.queue.length > 0) {
      const batch = this.takeNext();
      this.running += 1;
      void this.send(batch).finally(() => {
        this.running -= 1;
        this.next();
      });
    }
  }

  /**
   * The oldest batch, or its first part when its tiles are work enough for the statements free
   * for it (MIN_PART_MS each): the rest stays first in the queue, for the next free statement.
   */
  private takeNext(): Batch {
    const batch = this.queue[0]!;
    const free = this.statements - this.running - (this.queue.length - 1);
    const work = batch.waiting.length * (this.costs.get(batch.shape.layerId, batch.z) ?? 0);
    const parts = Math.min(free, Math.floor(work / MIN_PART_MS));
    if (parts > 1) {
      const part = batch.waiting.splice(0, Math.ceil(batch.waiting.length / parts));
      return { ...batch, waiting: part };
    }
    this.queue.shift();
    if (this.open.get(batch.key) === batch) this.open.delete(batch.key);
    return batch;
  }

  private async send({ shape, z, dataVersion, waiting }: Batch) {
    const made =
      waiting.length === 1
        ? this.timed(shape.layerId, z, 1, () =>
            this.source.tile({ ...shape, z, x: waiting[0]!.x, y: waiting[0]!.y }, dataVersion),
          ).then((tile) => [tile])
        : this.timed(shape.layerId, z, waiting.length, () =>
            this.source.tiles(shape, z, waiting, dataVersion),
          );
    try {
      const tiles = await made;
      waiting.forEach((w, i) => w.resolve(tiles[i]!));
    } catch (err) {
      waiting.forEach((w) => w.reject(err));
    }
  }

  /** Runs `make` and learns the time per tile of its layer and zoom. */
  private async timed<T>(
    layerId: number,
    z: number,
    count: number,
    make: () => Promise<T>,
  ): Promise<T> {
    const start = performance.now();
    const made = await make();
    this.costs.learn(layerId, z, (performance.now() - start) / count);
    return made;
  }
}
