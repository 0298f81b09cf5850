import { z } from 'zod';

/**
 * 3D models converted at ingest: an IFC attachment becomes a glb (its meshes in metres, y up,
 * one node per element carrying its expressID) with its elements' properties kept beside it.
 */

/** One row of an element's properties. */
export const ifcProperty = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
});
export type IfcProperty = z.infer<typeof ifcProperty>;

export const ifcPropertyGroup = z.object({
  /** A property set's or quantity set's name; null for the element's own attributes. */
  name: z.string().nullable(),
  properties: z.array(ifcProperty),
});
export type IfcPropertyGroup = z.infer<typeof ifcPropertyGroup>;

/** Everything the properties panel shows of a clicked element. */
export const ifcElementInfo = z.object({
  expressId: z.number().int(),
  /** Its IFC class, e.g. IfcSlab. */
  className: z.string(),
  /** Its own attributes first (name null), then its property and quantity sets. */
  groups: z.array(ifcPropertyGroup),
  materials: z.array(z.string()),
});
export type IfcElementInfo = z.infer<typeof ifcElementInfo>;

/** The properties of a converted model's elements, by expressID. */
export const modelProperties = z.object({
  /** The IFC schema of the file: IFC2X3, IFC4, IFC4X3. */
  schema: z.string(),
  elements: z.record(z.string(), ifcElementInfo),
});
export type ModelProperties = z.infer<typeof modelProperties>;

/** Where an IFC model's site stands: its IfcSite's reference point, in degrees and metres. */
export const siteReference = z.object({
  lng: z.number(),
  lat: z.number(),
  height: z.number(),
  /** Degrees clockwise from true north that the project's y axis points (its TrueNorth). */
  heading: z.number().optional(),
});
export type SiteReference = z.infer<typeof siteReference>;

/**
 * The project's place in a map's projected system: IFC4's IfcMapConversion (or IFC4X3's
 * IfcMapConversionScaled), or IFC2X3's ePSet_MapConversion and ePSet_ProjectedCRS.
 */
export const mapConversion = z.object({
  epsg: z.number().int(),
  /** Where the project's origin is, in the map's system. */
  eastings: z.number(),
  northings: z.number(),
  /** Its height over the map's vertical datum, in metres. */
  height: z.number(),
  /** Degrees counter-clockwise from the map's easting to the project's x axis. */
  rotation: z.number(),
  /** Map units (metres) per metre of the model's meshes, along its x, y and z. */
  scale: z.number(),
  scaleY: z.number().optional(),
  scaleZ: z.number().optional(),
});
export type MapConversion = z.infer<typeof mapConversion>;

/** Where a converted IFC says it stands, kept in its glb's scene extras under 'waymark'. */
export const modelGeoreference = z.object({
  site: siteReference.nullable(),
  mapConversion: mapConversion.nullable(),
});
export type ModelGeoreference = z.infer<typeof modelGeoreference>;
