/** The parts of a .gltf document this conversion touches. */
interface GltfDocument {
  buffers?: { uri?: string; byteLength: number }[];
  bufferViews?: { buffer: number; byteOffset?: number; byteLength: number }[];
  images?: { uri?: string; bufferView?: number; mimeType?: string }[];
  [key: string]: unknown;
}

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ktx2: 'image/ktx2',
};

/** The external files (buffers, images) a .gltf refers to by address, data: ones left out. */
export function externalUris(json: GltfDocument): string[] {
  const uris = [...(json.buffers ?? []), ...(json.images ?? [])]
    .map((item) => item.uri)
    .filter((uri): uri is string => typeof uri === 'string' && !uri.startsWith('data:'));
  return [...new Set(uris)];
}

/** The bytes of a data: URI (base64 or percent-encoded). */
export function dataUriBytes(uri: string): Uint8Array {
  const comma = uri.indexOf(',');
  const head = uri.slice(0, comma);
  const body = uri.slice(comma + 1);
  if (/;base64$/i.test(head)) return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new TextEncoder().encode(decodeURIComponent(body));
}

const align4 = (n: number) => (n + 3) & ~3;

/**
 * A .gltf with its buffers and images packed into one GLB: every resource becomes part of the
 * binary chunk, so three.js reads nothing by address (the CSP allows no fetch of blob: or
 * data: addresses, and a layer's files need the authentication header). `resources` holds the
 * bytes of each external uri; data: URIs are decoded here.
 */
export function gltfToGlb(
  json: GltfDocument,
  resources: ReadonlyMap<string, Uint8Array>,
): ArrayBuffer {
  const doc = structuredClone(json);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const append = (bytes: Uint8Array) => {
    const offset = length;
    chunks.push(bytes);
    length = align4(length + bytes.byteLength);
    return offset;
  };
  const bytesOf = (uri: string) => {
    if (uri.startsWith('data:')) return dataUriBytes(uri);
    const bytes = resources.get(uri);
    if (!bytes) throw new Error(`Missing resource ${uri}`);
    return bytes;
  };
  const bufferOffsets = (doc.buffers ?? []).map((buffer) => {
    if (buffer.uri === undefined) throw new Error('A .gltf buffer has no uri');
    return append(bytesOf(buffer.uri));
  });
  for (const view of doc.bufferViews ?? []) {
    view.byteOffset = (view.byteOffset ?? 0) + (bufferOffsets[view.buffer] ?? 0);
    view.buffer = 0;
  }
  for (const image of doc.images ?? []) {
    if (image.uri === undefined) continue;
    const bytes = bytesOf(image.uri);
    const extension = /\.(\w+)(?:$|\?)/.exec(image.uri)?.[1]?.toLowerCase() ?? '';
    const declared = /^data:([^;,]+)/.exec(image.uri)?.[1];
    doc.bufferViews = doc.bufferViews ?? [];
    doc.bufferViews.push({ buffer: 0, byteOffset: append(bytes), byteLength: bytes.byteLength });
    image.bufferView = doc.bufferViews.length - 1;
    image.mimeType = image.mimeType ?? declared ?? MIME_TYPES[extension] ?? 'image/png';
    delete image.uri;
  }
  doc.buffers = length > 0 ? [{ byteLength: length }] : [];

  const jsonBytes = new TextEncoder().encode(JSON.stringify(doc));
  const jsonLength = align4(jsonBytes.byteLength);
  const total = 12 + 8 + jsonLength + (length > 0 ? 8 + length : 0);
  const glb = new Uint8Array(total);
  const view = new DataView(glb.buffer);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  glb.set(jsonBytes, 20);
  glb.fill(0x20, 20 + jsonBytes.byteLength, 20 + jsonLength); // padded with spaces
  if (length > 0) {
    const binStart = 20 + jsonLength;
    view.setUint32(binStart, length, true);
    view.setUint32(binStart + 4, 0x004e4942, true); // 'BIN\0'
    let offset = binStart + 8;
    for (const chunk of chunks) {
      glb.set(chunk, offset);
      offset = align4(offset + chunk.byteLength);
    }
  }
  return glb.buffer;
}
