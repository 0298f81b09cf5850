/**
 * The file types catalogue (answered by GET /api/types/, read by the upload dialogs' rules): per type, the extensions it takes and
 * each extension's companion files. '.prj' as a required child means the coordinate system must
 * come from a .prj or from an EPSG code given with the upload.
 */
export interface Children {
  required: string[];
  optional: string[];
}
export type FileTypesCatalogue = Record<string, Record<string, { children: Children }>>;

const entry = (required: string[] = [], optional: string[] = []) => ({
  children: { required, optional },
});
const WORLD_RASTER_OPTIONAL = ['.aux.xml', '.wld'];

export const FILE_TYPES: FileTypesCatalogue = {
  vector: {
    '.shp': entry(['.shx', '.dbf'], ['.prj', '.cpg', '.sbn', '.sbx', '.shp.xml', '.qix']),
    // A drawing carries no coordinate system: a .prj beside it, or a code with the upload.
    '.dxf': entry(['.prj']),
    '.dwg': entry(['.prj']),
    '.gpkg': entry(),
    '.geojson': entry(),
    '.json': entry(),
  },
  raster: {
    '.tif': entry([], ['.prj', '.tfw', '.tifw', '.aux.xml', '.ovr']),
    '.tiff': entry([], ['.prj', '.tfw', '.tiffw', '.aux.xml', '.ovr']),
    '.jpg': entry(['.prj'], ['.jgw', '.jpgw', ...WORLD_RASTER_OPTIONAL]),
    '.jpeg': entry(['.prj'], ['.jgw', '.jpegw', ...WORLD_RASTER_OPTIONAL]),
    '.png': entry(['.prj'], ['.pgw', '.pngw', ...WORLD_RASTER_OPTIONAL]),
  },
  photo: {
    '.jpg': entry(),
    '.jpeg': entry(),
  },
  attachment: {
    '.pdf': entry(),
    '.txt': entry(),
    '.csv': entry(),
    '.xlsx': entry(),
    '.xls': entry(),
    '.docx': entry(),
    '.png': entry(),
    '.jpg': entry(),
    '.jpeg': entry(),
    '.copc.laz': entry(),
    '.laz': entry(),
    '.glb': entry(),
    '.ifc': entry(),
    '.dxf': entry(),
    '.dwg': entry(),
  },
};

/** '.copc.laz' before '.laz', '.shp.xml' before '.xml': the longest known suffix wins. */
export function extensionOf(fileName: string): string {
  const lower = fileName.toLowerCase();
  for (const compound of ['.copc.laz', '.shp.xml', '.aux.xml'])
    if (lower.endsWith(compound)) return compound;
  const dot = lower.lastIndexOf('.');
  return dot <= 0 ? '' : lower.slice(dot);
}

/** The attachments the 3D view stands on the map as models. */
export const MODEL_EXTENSIONS = ['.glb', '.ifc'] as const;

export function isModelFile(fileName: string): boolean {
  return (MODEL_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}
