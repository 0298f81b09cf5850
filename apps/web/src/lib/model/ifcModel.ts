import {
  BufferGeometry,
  Color,
  DoubleSide,
  Group,
  InterleavedBuffer,
  InterleavedBufferAttribute,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  BufferAttribute,
} from 'three';
import { IFCMAPCONVERSION, IFCPROJECT, IFCSITE, IfcAPI, type PlacedGeometry } from 'web-ifc';
// The IFC reader's WebAssembly, shipped by Vite from our own origin.
import webIfcWasm from 'web-ifc/web-ifc.wasm?url';
import {
  lengthUnitOf,
  mapConversionOf,
  siteReferenceOf,
  type MapConversion,
  type SiteReference,
} from './ifcGeoreference.js';
import {
  elementGroup,
  materialNames,
  propertySetGroups,
  type IfcElementInfo,
} from './ifcProperties.js';

export interface IfcModel {
  /** The model's meshes; each carries its element's expressID in userData.expressId. */
  group: Group;
  /** Where the model's site stands on the earth, when its IfcSite says. */
  site: SiteReference | null;
  /** The project's place in a map's system (IFC4's IfcMapConversion), when the file has one. */
  mapConversion: MapConversion | null;
  /**
   * Column-major: from the meshes' coordinates (moved next to the origin, y up) back to the
   * project's, whose origin the site reference places.
   */
  toProject: Matrix4;
  /** The properties of an element, for the panel beside the model. */
  describe(expressId: number): Promise<IfcElementInfo>;
  dispose(): void;
}

let api: Promise<IfcAPI> | null = null;

/** One web-ifc instance for the page, single-threaded (no cross-origin isolation here). */
function ifcApi(): Promise<IfcAPI> {
  const made =
    api ??
    (async () => {
      const instance = new IfcAPI();
      await instance.Init((path) => (path.endsWith('.wasm') ? webIfcWasm : path), true);
      return instance;
    })();
  api = made;
  return made;
}

function geometryOf(ifc: IfcAPI, modelId: number, placed: PlacedGeometry): BufferGeometry {
  const source = ifc.GetGeometry(modelId, placed.geometryExpressID);
  try {
    // Interleaved x, y, z, nx, ny, nz; web-ifc hands copies out of its heap.
    const vertices = ifc.GetVertexArray(source.GetVertexData(), source.GetVertexDataSize());
    const indices = ifc.GetIndexArray(source.GetIndexData(), source.GetIndexDataSize());
    const interleaved = new InterleavedBuffer(vertices, 6);
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new InterleavedBufferAttribute(interleaved, 3, 0));
    geometry.setAttribute('normal', new InterleavedBufferAttribute(interleaved, 3, 3));
    geometry.setIndex(new BufferAttribute(indices, 1));
    return geometry;
  } finally {
    source.delete();
  }
}

/** The model's IfcMapConversion, its scale against the metres web-ifc gives the meshes in. */
function readMapConversion(ifc: IfcAPI, modelId: number): MapConversion | null {
  const conversions = ifc.GetLineIDsWithType(modelId, IFCMAPCONVERSION);
  if (conversions.size() === 0) return null;
  const projects = ifc.GetLineIDsWithType(modelId, IFCPROJECT);
  const project =
    projects.size() > 0
      ? (ifc.GetLine(modelId, projects.get(0), true) as Record<string, unknown>)
      : null;
  const metresPerUnit = lengthUnitOf(project?.UnitsInContext as Record<string, unknown> | null);
  const line = ifc.GetLine(modelId, conversions.get(0), true) as Record<string, unknown>;
  return mapConversionOf(line, metresPerUnit);
}

/**
 * Reads an IFC file with web-ifc into three.js meshes (web-ifc turns IFC's Z up into three's
 * Y up and, with COORDINATE_TO_ORIGIN, moves far-away site coordinates next to the origin).
 */
export async function openIfc(bytes: Uint8Array): Promise<IfcModel> {
  const ifc = await ifcApi();
  const modelId = ifc.OpenModel(bytes, { COORDINATE_TO_ORIGIN: true });
  if (modelId < 0) throw new Error('web-ifc could not open the model');
  const group = new Group();
  const materials = new Map<string, MeshLambertMaterial>();
  const materialOf = ({ x, y, z, w }: PlacedGeometry['color']) => {
    const key = `${x},${y},${z},${w}`;
    let material = materials.get(key);
    if (!material) {
      material = new MeshLambertMaterial({
        color: new Color(x, y, z),
        transparent: w < 1,
        opacity: w,
        side: DoubleSide,
      });
      materials.set(key, material);
    }
    return material;
  };
  try {
    ifc.StreamAllMeshes(modelId, (flat) => {
      const placements = flat.geometries;
      for (let i = 0; i < placements.size(); i++) {
        const placed = placements.get(i);
        const mesh = new Mesh(geometryOf(ifc, modelId, placed), materialOf(placed.color));
        mesh.matrixAutoUpdate = false;
        mesh.matrix.copy(new Matrix4().fromArray(placed.flatTransformation));
        mesh.userData.expressId = flat.expressID;
        group.add(mesh);
      }
    });
  } catch (error) {
    ifc.CloseModel(modelId);
    throw error;
  }
  if (group.children.length === 0) {
    ifc.CloseModel(modelId);
    throw new Error('The IFC model has no geometry');
  }
  const sites = ifc.GetLineIDsWithType(modelId, IFCSITE);
  const site =
    sites.size() > 0
      ? siteReferenceOf(ifc.GetLine(modelId, sites.get(0), false) as Record<string, unknown>)
      : null;
  const mapConversion = readMapConversion(ifc, modelId);
  return {
    group,
    site,
    mapConversion,
    toProject: new Matrix4().fromArray(ifc.GetCoordinationMatrix(modelId)).invert(),
    async describe(expressId) {
      const line = ifc.GetLine(modelId, expressId, false) as Record<string, unknown>;
      const [sets, materialSets] = await Promise.all([
        ifc.properties.getPropertySets(modelId, expressId, true, true),
        ifc.properties.getMaterialsProperties(modelId, expressId, true, true),
      ]);
      const className = ifc.GetNameFromTypeCode(ifc.GetLineType(modelId, expressId) as number);
      return {
        expressId,
        className,
        groups: [elementGroup(line), ...propertySetGroups(sets)],
        materials: materialNames(materialSets),
      };
    },
    dispose() {
      for (const child of group.children) (child as Mesh).geometry.dispose();
      for (const material of materials.values()) material.dispose();
      ifc.CloseModel(modelId);
    },
  };
}
