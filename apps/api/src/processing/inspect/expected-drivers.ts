/**
 * Which GDAL driver may open a file of a given extension. GDAL opens whatever it recognises
 * (any PDF, any XLSX, a VRT pointing elsewhere), so "GDAL opened it" is not enough: a .tif that
 * the PDF driver opened is a renamed PDF, and is refused as not compatible.
 */
export const RASTER_DRIVERS: Record<string, readonly string[]> = {
  '.tif': ['GTiff'],
  '.tiff': ['GTiff'],
  '.jpg': ['JPEG'],
  '.jpeg': ['JPEG'],
  '.png': ['PNG'],
};

export const VECTOR_DRIVERS: Record<string, readonly string[]> = {
  '.shp': ['ESRI Shapefile'],
  '.dxf': ['DXF'],
  '.dwg': ['CAD'],
  '.gpkg': ['GPKG'],
  '.geojson': ['GeoJSON', 'GeoJSONSeq'],
  '.json': ['GeoJSON', 'GeoJSONSeq', 'ESRIJSON', 'TopoJSON'],
};
