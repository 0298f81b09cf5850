import { extensionOf } from '../processing/file-types.js';

// Decided by the server from the extension: a client-sent type is never trusted.
const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.zip': 'application/zip',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.geojson': 'application/geo+json',
  '.json': 'application/json',
  '.gpkg': 'application/geopackage+sqlite3',
  '.glb': 'model/gltf-binary',
  '.ifc': 'application/x-step',
  '.laz': 'application/vnd.laszip',
  '.copc.laz': 'application/vnd.laszip+copc',
  '.dxf': 'image/vnd.dxf',
  '.dwg': 'image/vnd.dwg',
};

export function contentTypeOf(fileName: string): string {
  return TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}
