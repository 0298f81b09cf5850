/** The spec's file processing error codes (section 8). */
export const PROCESSING_ERRORS = {
  GENERAL: { code: 1, message: 'An unknown error has occurred' },
  OGR2OGR_GPKG: { code: 2, message: 'Unable to process this vector data' },
  OGR2OGR_PGIS: { code: 3, message: 'Unable to process this vector data' },
  GDALWARP_TIF: { code: 4, message: 'Unable to process this raster data.' },
  GDALWARP_JPG: { code: 5, message: 'Unable to process this raster data.' },
  GPS_EXIF: {
    code: 6,
    message: "Could not extract valid GPS coordinates. Check image's EXIF data.",
  },
  RELATED_FILE: { code: 7, message: 'Missing a mandatory related file. Unable to process.' },
  PROJECTION: { code: 8, message: 'Invalid projection' },
  HAS_FID: { code: 9, message: 'No FID' },
  GDAL_COMPATIBLE: { code: 10, message: 'Unable to process - not compatible.' },
  DWG: { code: 11, message: 'Could not convert to DXF format' },
} as const;

export type ProcessingErrorTitle = keyof typeof PROCESSING_ERRORS;

/**
 * A file that cannot be processed: carries the spec's code and title, and a detail for the
 * logs and the file's status (never a stack trace or a command line).
 */
export class ProcessingError extends Error {
  readonly code: number;
  constructor(
    readonly title: ProcessingErrorTitle,
    readonly detail?: string,
  ) {
    super(PROCESSING_ERRORS[title].message);
    this.code = PROCESSING_ERRORS[title].code;
  }
}
