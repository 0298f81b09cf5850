import type { LayerFileRead } from '@waymark/contract';
import { Group, Mesh, type Object3D } from 'three';
import { fetchCoordinateSystemDefinition } from '../../../entities/coordinate-system/coordinateSystemCalls.js';
import { fetchFileContent } from '../../../entities/layer-file/fileTransfer.js';
import { isAbort } from '../../../lib/isAbort.js';
import type { MapConversion } from '../../../lib/model/ifcGeoreference.js';
import type { IfcElementInfo } from '../../../lib/model/ifcProperties.js';
import { mapConversionPlace } from './mapConversionPlace.js';
import type { ModelPlace } from './modelPlacement.js';

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
  /** For IFC models: the properties of an element. */
  describe: ((expressId: number) => Promise<IfcElementInfo>) | null;
  dispose(): void;
}

/** Lets go of a glTF model's buffers and materials (web-ifc's model disposes its own). */
function disposeMeshes(object: Object3D) {
  object.traverse((child) => {
    if (!(child instanceof Mesh)) return;
    child.geometry.dispose();
    for (const material of [child.material].flat()) material.dispose();
  });
}

export async function openModel(file: LayerFileRead, signal: AbortSignal): Promise<OpenedModel> {
  const bytes = await (await fetchFileContent(file, signal)).arrayBuffer();
  // The readers (web-ifc and its WebAssembly, three.js's glTF loader) load only when a scene
  // has a model.
  if (/\.glb$/i.test(file.name)) {
    const { loadGltf } = await import('../../../lib/model/loadGltf.js');
    const object = await loadGltf(bytes, 'glb', () => Promise.resolve(null));
    return { object, own: null, describe: null, dispose: () => disposeMeshes(object) };
  }
  const { openIfc } = await import('../../../lib/model/ifcModel.js');
  const model = await openIfc(new Uint8Array(bytes));
  // web-ifc moved the meshes next to the origin: back to the project's coordinates, whose
  // origin the site reference places.
  const object = new Group();
  object.matrixAutoUpdate = false;
  object.matrix.copy(model.toProject);
  object.add(model.group);
  try {
    return {
      object,
      own: await ownPlace(model.mapConversion, model.site, signal),
      describe: model.describe,
      dispose: model.dispose,
    };
  } catch (error) {
    model.dispose();
    throw error;
  }
}

/**
 * An IFC's own place: its IfcMapConversion, in its map system as the server's catalogue defines
 * it, wins over its IfcSite's reference point, which is only a point.
 */
async function ownPlace(
  conversion: MapConversion | null,
  site: ModelPlace | null,
  signal: AbortSignal,
): Promise<OwnPlace | null> {
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
  return site ? { place: site, by: 'site' } : null;
}
