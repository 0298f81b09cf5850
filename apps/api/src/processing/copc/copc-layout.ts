import { Copc, type Getter, type Hierarchy } from 'copc';

/** Bytes [start, end) of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A node's compressed points and the square it covers, in the file's CRS: [minX, minY, maxX, maxY]. */
export interface CopcNodeRange extends ByteRange {
  box: [number, number, number, number];
}

/** Where a COPC file keeps what: what any reader needs, and each node's points. */
export interface CopcLayout {
  wkt: string | null;
  /** The header and VLRs, the hierarchy pages, the EVLRs: no point is in them. */
  open: ByteRange[];
  nodes: CopcNodeRange[];
}

function boxOf(cube: readonly number[], key: string): CopcNodeRange['box'] {
  const [depth = 0, x = 0, y = 0] = key.split('-').map(Number);
  const size = (cube[3]! - cube[0]!) / 2 ** depth;
  const minX = cube[0]! + x * size;
  const minY = cube[1]! + y * size;
  return [minX, minY, minX + size, minY + size];
}

/**
 * The layout of a COPC file from its header and every page of its hierarchy: a few small
 * range reads, never the points.
 */
export async function readCopcLayout(getter: Getter, size: number): Promise<CopcLayout> {
  const copc = await Copc.create(getter);
  const { header, info } = copc;
  const open: ByteRange[] = [{ start: 0, end: header.pointDataOffset }];
  if (header.evlrOffset > 0) open.push({ start: header.evlrOffset, end: size });
  const nodes: CopcNodeRange[] = [];
  const pages: Hierarchy.Page[] = [info.rootHierarchyPage];
  for (let page = pages.pop(); page; page = pages.pop()) {
    open.push({ start: page.pageOffset, end: page.pageOffset + page.pageLength });
    const subtree = await Copc.loadHierarchyPage(getter, page);
    for (const [key, node] of Object.entries(subtree.nodes)) {
      if (!node || node.pointDataLength <= 0) continue;
      const start = node.pointDataOffset;
      nodes.push({ start, end: start + node.pointDataLength, box: boxOf(info.cube, key) });
    }
    for (const child of Object.values(subtree.pages)) if (child) pages.push(child);
  }
  return { wkt: copc.wkt ?? null, open, nodes };
}

/**
 * How far from `start` the bytes run on without a refused node's points: the end of the open
 * parts and the nodes `allowed` accepts that follow on from `start` ( `start` itself when the
 * byte at `start` is a refused node's).
 */
export function allowedEnd(
  layout: CopcLayout,
  start: number,
  allowed: (node: CopcNodeRange) => boolean,
): number {
  const parts = [...layout.open, ...layout.nodes.filter(allowed)].sort((a, b) => a.start - b.start);
  let reached = start;
  for (const part of parts) {
    if (part.start > reached) break;
    reached = Math.max(reached, part.end);
  }
  return reached;
}
