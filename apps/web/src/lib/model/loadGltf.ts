import { TextureLoader, type Group } from 'three';
import { DRACOLoader } from 'three/examples/jsm/loaders/DRACOLoader.js';
import { GLTFLoader, type GLTFParser } from 'three/examples/jsm/loaders/GLTFLoader.js';
// Meshes compressed with meshoptimizer (EXT_meshopt_compression), as the server converts IFC.
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
// Draco's decoder, shipped by Vite from our own origin (no CDN; the CSP allows none).
import dracoWasm from 'three/examples/jsm/libs/draco/gltf/draco_decoder.wasm?url';
import dracoWrapper from 'three/examples/jsm/libs/draco/gltf/draco_wasm_wrapper.js?url';
import { externalUris, gltfToGlb } from './gltfToGlb.js';

/** A .gltf refers to a file that is not there. */
export class MissingResourceError extends Error {
  constructor(readonly resource: string) {
    super(`Missing resource ${resource}`);
    this.name = 'MissingResourceError';
  }
}

let draco: DRACOLoader | null = null;

function dracoLoader(): DRACOLoader {
  draco ??= new DRACOLoader().setDecoderPath({ js: dracoWrapper, wasm: dracoWasm });
  return draco;
}

/**
 * Textures through an <img> (TextureLoader) rather than fetch (ImageBitmapLoader): GLTFLoader
 * hands embedded images over as blob: addresses, which the CSP lets images load but not fetch.
 */
const imageTextures = (parser: GLTFParser) => {
  const loader = new TextureLoader(parser.options.manager);
  loader.setCrossOrigin(parser.options.crossOrigin);
  (parser as unknown as { textureLoader: TextureLoader }).textureLoader = loader;
  return { name: 'WAYMARK_image_textures' };
};

function parse(glb: ArrayBuffer): Promise<Group> {
  const loader = new GLTFLoader().setDRACOLoader(dracoLoader()).setMeshoptDecoder(MeshoptDecoder);
  loader.register(imageTextures);
  return loader.parseAsync(glb, '').then((gltf) => gltf.scene);
}

/**
 * A glTF model as a three.js scene. A .glb is read as it is; a .gltf is packed into a GLB with
 * its external files, which `resolve` fetches by their uri (relative to the .gltf).
 */
export async function loadGltf(
  bytes: ArrayBuffer,
  kind: 'glb' | 'gltf',
  resolve: (uri: string) => Promise<Uint8Array | null>,
): Promise<Group> {
  if (kind === 'glb') return parse(bytes);
  const json = JSON.parse(new TextDecoder().decode(bytes)) as Parameters<typeof gltfToGlb>[0];
  const resources = new Map<string, Uint8Array>();
  for (const uri of externalUris(json)) {
    const found = await resolve(uri);
    if (!found) throw new MissingResourceError(decodeURIComponent(uri));
    resources.set(uri, found);
  }
  return parse(gltfToGlb(json, resources));
}
