import { readFile } from 'node:fs/promises';
import { NodeIO, type Node } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { modelGeoreference } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixtures.js';
import { testIfcText, type TestIfcOptions } from '../test-support/test-ifc.js';
import { ifcToGlb, NoIfcGeometryError } from './ifc-to-glb.js';

const SITE = { lat: [42, 12, 46, 804504], lng: [-71, -1, -58, -789672] };
const CONVERSION = {
  epsg: 25832,
  eastings: 356500,
  northings: 5699500,
  height: 12.5,
  rotation: 30,
};

/** The glb as a glTF reader sees it, its compressed meshes decoded. */
async function read(glb: Uint8Array) {
  await MeshoptDecoder.ready;
  return new NodeIO()
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder })
    .readBinary(glb);
}

const convert = (options: Omit<TestIfcOptions, 'name'>) =>
  ifcToGlb(new TextEncoder().encode(testIfcText({ name: 'test.ifc', ...options })));

describe('ifcToGlb', () => {
  it("converts the fixture IFC2X3: one node per element, its properties beside, its site's place", async () => {
    const bytes = await readFile(fixture('3d/example.ifc'));
    const converted = await ifcToGlb(new Uint8Array(bytes));
    const doc = await read(converted.glb);
    const [scene] = doc.getRoot().listScenes();
    const [project] = scene!.listChildren();
    const elements = project!.listChildren();
    expect(elements.length).toBe(converted.elementCount);
    expect(converted.elementCount).toBeGreaterThan(100);
    const ids = elements.map((node) => (node.getExtras() as { expressId: number }).expressId);
    expect(Object.keys(converted.properties.elements).map(Number).sort()).toEqual([...ids].sort());
    expect(converted.properties.schema).toBe('IFC2X3');
    // Its meshes compressed: well under the plain glb's 733 KB.
    expect(
      doc
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain('EXT_meshopt_compression');
    expect(converted.glb.length).toBeLessThan(250_000);
    // The slab the popup's tests click: its class, its name, its sets.
    const slab = converted.properties.elements['917'];
    expect(slab?.className).toBe('IfcSlab');
    expect(slab?.groups[0]?.properties).toContainEqual({
      name: 'Name',
      value: 'Foundation Slab:125mm SLAB:670677',
    });
    expect(slab?.groups.map((g) => g.name)).toContain('Pset_SlabCommon');
    // No set is shown twice because the element and its type both have it.
    const names = slab!.groups.map((g) => JSON.stringify(g));
    expect(new Set(names).size).toBe(names.length);
    // Where it stands: its IfcSite's reference; it has no map conversion.
    const extras = modelGeoreference.parse((scene!.getExtras() as { waymark: unknown }).waymark);
    expect(extras.mapConversion).toBeNull();
    expect(extras.site?.lat).toBeCloseTo(42 + 12 / 60 + 46.804504 / 3600, 9);
    expect(extras.site?.lng).toBeCloseTo(-(71 + 1 / 60 + 58.789672 / 3600), 9);
  });

  it("moves web-ifc's meshes back to the project's coordinates with the root node", async () => {
    const converted = await convert({ site: SITE });
    const doc = await read(converted.glb);
    const [root] = doc.getRoot().listScenes()[0]!.listChildren();
    // The shelter's footprint is centred on the project's origin: its world box is too, to the
    // millimetre its quantized meshes keep.
    const { min, max } = boxOf(root!);
    const [minX, , minZ] = min as [number, number, number];
    const [maxX, maxY, maxZ] = max as [number, number, number];
    expect((minX + maxX) / 2).toBeCloseTo(0, 2);
    expect((minZ + maxZ) / 2).toBeCloseTo(0, 2);
    expect(maxX - minX).toBeCloseTo(40, 2);
    expect(maxY).toBeCloseTo(6, 2); // y up
  });

  it("reads IFC4's IfcMapConversion, IFC4X3's scaled one and IFC2X3's property sets alike", async () => {
    const ifc4 = await convert({ site: SITE, mapConversion: CONVERSION });
    expect(ifc4.georeference.mapConversion).toMatchObject({
      epsg: 25832,
      eastings: 356500,
      northings: 5699500,
      height: 12.5,
      scale: 1,
    });
    expect(ifc4.georeference.mapConversion?.rotation).toBeCloseTo(30, 9);
    const ifc2x3 = await convert({ schema: 'IFC2X3', site: SITE, mapConversion: CONVERSION });
    expect(ifc2x3.georeference.mapConversion).toEqual(ifc4.georeference.mapConversion);
    const scaled = await convert({
      schema: 'IFC4X3_ADD2',
      site: SITE,
      mapConversion: { ...CONVERSION, scale: 2, factors: [1, 1, 0.5] },
    });
    expect(scaled.georeference.mapConversion).toMatchObject({ scale: 2, scaleY: 2, scaleZ: 1 });
  });

  it("turns the site's place by the context's TrueNorth", async () => {
    // North along the project's −x: its y axis points 90° east of north.
    const turned = await convert({ site: SITE, trueNorth: [-1, 0] });
    expect(turned.georeference.site?.heading).toBeCloseTo(90, 9);
    const plain = await convert({ site: SITE, trueNorth: [0, 1] });
    expect(plain.georeference.site?.heading).toBeUndefined();
  });

  it('refuses a file that is not IFC, or has nothing to draw', async () => {
    await expect(ifcToGlb(new TextEncoder().encode('not an IFC file'))).rejects.toBeInstanceOf(
      NoIfcGeometryError,
    );
    const empty = testIfcText({ name: 'empty.ifc', site: SITE }).replace(/#30=.*\n/, '');
    await expect(ifcToGlb(new TextEncoder().encode(empty))).rejects.toBeInstanceOf(
      NoIfcGeometryError,
    );
  });
});

/** The box of a node's meshes in the scene's coordinates. */
function boxOf(root: Node): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  root.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const matrix = node.getWorldMatrix();
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute('POSITION')!;
      const point: number[] = [];
      for (let i = 0; i < position.getCount(); i++) {
        const [x, y, z] = position.getElement(i, point) as [number, number, number];
        const world = [0, 1, 2].map(
          (r) => matrix[r]! * x + matrix[4 + r]! * y + matrix[8 + r]! * z + matrix[12 + r]!,
        );
        world.forEach((v, axis) => {
          min[axis] = Math.min(min[axis]!, v);
          max[axis] = Math.max(max[axis]!, v);
        });
      }
    }
  });
  return { min, max };
}
