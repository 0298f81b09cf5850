import { Copc, type Getter, type Hierarchy } from 'copc';
import { ROOT_KEY } from './octree.js';

/** An open COPC file: its header and info, and the part of its hierarchy read so far. */
export interface CopcSource {
  copc: Copc;
  getter: Getter;
  nodes: Map<string, Hierarchy.Node>;
  /** Nodes whose hierarchy is in a page not read yet. */
  pages: Map<string, Hierarchy.Page>;
}

function merge(source: Pick<CopcSource, 'nodes' | 'pages'>, subtree: Hierarchy.Subtree) {
  for (const [key, node] of Object.entries(subtree.nodes)) if (node) source.nodes.set(key, node);
  for (const [key, page] of Object.entries(subtree.pages)) {
    if (page && !source.nodes.has(key)) source.pages.set(key, page);
  }
}

/** Reads the header, the VLRs and the root hierarchy page: a few small range requests. */
export async function openCopc(getter: Getter): Promise<CopcSource> {
  const copc = await Copc.create(getter);
  const source: CopcSource = { copc, getter, nodes: new Map(), pages: new Map() };
  merge(source, await Copc.loadHierarchyPage(getter, copc.info.rootHierarchyPage));
  if (!source.nodes.has(ROOT_KEY)) throw new Error('The COPC hierarchy has no root node');
  return source;
}

/** Reads the hierarchy page below a node the traversal reached. */
export async function readPage(source: CopcSource, key: string): Promise<void> {
  const page = source.pages.get(key);
  if (!page) return;
  merge(source, await Copc.loadHierarchyPage(source.getter, page));
  source.pages.delete(key);
}

/** The compressed points of a node: one range request. */
export function readNodeChunk(source: CopcSource, key: string): Promise<Uint8Array> {
  const node = source.nodes.get(key);
  if (!node) return Promise.reject(new Error(`No node ${key}`));
  return Copc.loadCompressedPointDataBuffer(source.getter, node);
}
