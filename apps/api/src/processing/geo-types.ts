/** A bounding box [west, south, east, north]; in EPSG:4326 unless said otherwise. */
export type Bounds = [west: number, south: number, east: number, north: number];
