/**
 * The spec's file processing error catalogue (section 8): the code a file's status carries,
 * its title, and the message shown for it. Shared so that the web app can show all three.
 */
export const PROCESSING_ERRORS = {
  GENERAL: { code: 1, title: 'GENERAL', message: 'An unknown error has occurred' },
  OGR2OGR_GPKG: { code: 2, title: 'OGR2OGR_GPKG', message: 'Unable to process this vector data' },
  OGR2OGR_PGIS: { code: 3, title: 'OGR2OGR_PGIS', message: 'Unable to process this vector data' },
  GDALWARP_TIF: { code: 4, title: 'GDALWARP_TIF', message: 'Unable to process this raster data.' },
  GDALWARP_JPG: { code: 5, title: 'GDALWARP_JPG', message: 'Unable to process this raster data.' },
  GPS_EXIF: {
    code: 6,
    title: 'GPS_EXIF',
    message: "Could not extract valid GPS coordinates. Check image's EXIF data.",
  },
  RELATED_FILE: {
    code: 7,
    title: 'RELATED_FILE',
    message: 'Missing a mandatory related file. Unable to process.',
  },
  PROJECTION: { code: 8, title: 'PROJECTION', message: 'Invalid projection' },
  HAS_FID: { code: 9, title: 'HAS_FID', message: 'No FID' },
  GDAL_COMPATIBLE: {
    code: 10,
    title: 'GDAL_COMPATIBLE',
    message: 'Unable to process - not compatible.',
  },
  DWG: { code: 11, title: 'DWG', message: 'Could not convert to DXF format' },
} as const;

export type ProcessingErrorTitle = keyof typeof PROCESSING_ERRORS;
export type ProcessingErrorEntry = (typeof PROCESSING_ERRORS)[ProcessingErrorTitle];

const BY_CODE = new Map<number, ProcessingErrorEntry>(
  Object.values(PROCESSING_ERRORS).map((entry) => [entry.code, entry]),
);

/** The catalogue entry of a file's error code; undefined for a code the catalogue lacks. */
export function processingErrorOf(code: number): ProcessingErrorEntry | undefined {
  return BY_CODE.get(code);
}
