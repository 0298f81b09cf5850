import type { IfcElementInfo, LayerFileRead, ModelGeoreference } from '@waymark/contract';
import { Mesh, type Object3D } from 'three';
import { fetchCoordinateSystemDefinition } from '../coordinate-system/coordinateSystemCalls.js';
import { fetchFileContent } from './fileTransfer.js';
import { fetchConvertedModel, fetchModelProperties } from './modelCalls.js';
import { isAbort } from '../../lib/isAbort.js';
import { mapConversionPlace } from '../../lib/model/mapConversionPlace.js';
import type { ModelPlace } from '../../lib/model/modelPlacement.js';

/** Where a file places itself: an IFC's map conversion, else its site reference. */
interface OwnPlace {
  place: ModelPlace;
  by: 'conversion' | 'site';
  epsg?: number;
}

/** A model read for the scene: its meshes in metres (y up), where it stands, and more. */
export interface OpenedModel {
  object: Object3D;
  /** The file's own place, when it has one. */
  own: OwnPlace | null;
  /** What the properties panel shows of the element a click hit (the mesh it hit). */
  describe(hit: Object3D): Promise<IfcElementInfo | null>;
  dispose(): void;
}

/** Lets go of a model's buffers and materials. */
function disposeMeshes(object: Object3D) {
  object.traverse((child) => {
    if (!(child instanceof Mesh)) return;
    child.geometry.dispose();
    for (const material of [child.material].flat()) material.dispose();
  });
}

/**
 * Opens a model attachment: a glb as it is; an IFC as the glb the server converted it to at
 * ingest, its elements' properties read on the first click. three.js's glTF loader loads only
 * when a scene has a model.
 */
export async function openModel(file: LayerFileRead, signal: AbortSignal): Promise<OpenedModel> {
  const ifc = /\.ifc$/i.test(file.name);
  const bytes = ifc
    ? await fetchConvertedModel(file, signal)
    : await (await fetchFileContent(file, signal)).arrayBuffer();
  const [{ loadGltf }, elements] = await Promise.all([
    import('../../lib/model/loadGltf.js'),
    import('../../lib/model/modelElements.js'),
  ]);
  const object = await loadGltf(bytes, 'glb', () => Promise.resolve(null));
  const dispose = () => disposeMeshes(object);
  if (!ifc) {
    return {
      object,
      own: null,
      describe: (hit) => Promise.resolve(elements.describeGltfNode(elements.elementOf(hit))),
      dispose,
    };
  }
  const read = elements.propertiesReader(() => fetchModelProperties(file));
  try {
    return {
      object,
      own: await ownPlace(elements.georeferenceOf(object), signal),
      describe: (hit) => read(elements.elementOf(hit)),
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

/**
 * An IFC's own place: its map conversion, in its map system as the server's catalogue defines
 * it, wins over its IfcSite's reference point (turned by the project's true north).
 */
async function ownPlace(
  georeference: ModelGeoreference | null,
  signal: AbortSignal,
): Promise<OwnPlace | null> {
  const conversion = georeference?.mapConversion;
  if (conversion) {
    // A failed request has its alert already; the model still stands where its site says.
    const system = await fetchCoordinateSystemDefinition(conversion.epsg, signal).catch(
      (error: unknown) => {
        if (isAbort(error)) throw error;
        return null;
      },
    );
    const place = system && mapConversionPlace(conversion, system.proj4);
    if (place) return { place, by: 'conversion', epsg: conversion.epsg };
  }
  const site = georeference?.site;
  return site ? { place: site, by: 'site' } : null;
}
