import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import type { Storage } from '../../storage/storage.js';
import { extensionOf } from '../file-types.js';
import { RASTER_DRIVERS } from '../inspect/expected-drivers.js';
import { runGdal } from '../tools/gdal.js';
import { dayOfLasHeader, dayOfMetadataXml, dayOfText } from './date-text.js';

const LAS_EXTENSIONS = new Set(['.las', '.laz', '.copc.laz']);

interface GdalinfoMetadata {
  metadata?: Record<string, Record<string, string> | undefined>;
}

/**
 * A raster's capture day from its metadata: the TIFF DateTime tag (TIFFTAG_DATETIME), an
 * acquisition date some writers add, or a JPEG's EXIF DateTimeOriginal (a photo with a world file).
 */
async function rasterDay(filePath: string, timeoutMs: number): Promise<string | null> {
  const drivers = RASTER_DRIVERS[extensionOf(filePath)] ?? [];
  const { stdout } = await runGdal(
    'gdalinfo',
    ['-json', ...drivers.flatMap((d) => ['-if', d]), filePath],
    { timeoutMs },
  );
  const items = (JSON.parse(stdout) as GdalinfoMetadata).metadata?.[''] ?? {};
  for (const name of [
    'ACQUISITIONDATETIME',
    'ACQUISITION_DATE',
    'EXIF_DateTimeOriginal',
    'TIFFTAG_DATETIME',
  ]) {
    const day = dayOfText(items[name]);
    if (day) return day;
  }
  return null;
}

/** A photo's day from its EXIF DateTimeOriginal (or CreateDate), in the camera's own clock. */
async function photoDay(filePath: string): Promise<string | null> {
  const exif = (await exifr.parse(filePath, {
    pick: ['DateTimeOriginal', 'CreateDate'],
    reviveValues: false,
  })) as Record<string, unknown> | undefined;
  return dayOfText(String(exif?.DateTimeOriginal ?? exif?.CreateDate ?? ''));
}

/** A vector dataset's day from the metadata it carries: a shapefile's .shp.xml, a GeoPackage's. */
async function vectorDay(
  filePath: string,
  companions: readonly string[],
  timeoutMs: number,
): Promise<string | null> {
  const ext = extensionOf(filePath);
  if (ext === '.shp') {
    const xml = companions.find((name) => name.toLowerCase().endsWith('.shp.xml'));
    if (!xml) return null;
    return dayOfMetadataXml(await readFile(path.join(path.dirname(filePath), xml), 'utf8'));
  }
  if (ext === '.gpkg') {
    const { stdout } = await runGdal('ogrinfo', ['-ro', '-so', '-q', '-if', 'GPKG', filePath], {
      timeoutMs,
    });
    return dayOfMetadataXml(stdout);
  }
  return null;
}

/** A LAS or COPC point cloud's file creation day, from its header. */
export async function lasDay(read: () => Promise<Buffer>): Promise<string | null> {
  return dayOfLasHeader(await read());
}

/** Whether the file is a LAS, LAZ or COPC point cloud (whose header may carry its day). */
export function isPointCloud(name: string): boolean {
  return LAS_EXTENSIONS.has(extensionOf(name));
}

/** A stored point cloud's day, read from its first bytes (a range read on S3). */
export async function storedPointCloudDay(storage: Storage, key: string): Promise<string | null> {
  try {
    return await lasDay(async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(key, { start: 0, end: 226 })) {
        chunks.push(Buffer.from(chunk as Buffer));
      }
      return Buffer.concat(chunks);
    });
  } catch {
    return null;
  }
}

/** The first bytes of a local file (a LAS header is 227 bytes or more). */
export async function headOf(filePath: string, length = 227): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The day a file's data was captured, as the file itself says (null when it says nothing):
 * rasters by their TIFF or EXIF tags, photos by EXIF, vector data by its metadata, point clouds
 * by their LAS header. Reading the date never fails a file: unreadable metadata is no date.
 */
export async function readSurveyDate(
  filePath: string,
  fileType: string | null,
  options: { companions?: readonly string[]; timeoutMs?: number } = {},
): Promise<string | null> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  try {
    if (LAS_EXTENSIONS.has(extensionOf(filePath))) return await lasDay(() => headOf(filePath));
    switch (fileType) {
      case 'raster':
        return await rasterDay(filePath, timeoutMs);
      case 'photo':
        return await photoDay(filePath);
      case 'vector':
        return await vectorDay(filePath, options.companions ?? [], timeoutMs);
      default:
        return null;
    }
  } catch {
    return null;
  }
}
