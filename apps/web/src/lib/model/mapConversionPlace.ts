import proj4, { type Converter } from 'proj4';
import type { MapConversion } from '@waymark/contract';
import type { ModelPlace } from './modelPlacement.js';

const DEGREES = 180 / Math.PI;

/**
 * Where an IFC map conversion stands a model, given its map system's PROJ definition: the
 * project's origin in longitude and latitude, its heading against true north, and its scale.
 * The conversion's angle is against the map's grid, whose north turns away from true north
 * with the distance from the projection's central meridian (1.6° at the west edge of a UTM
 * zone in Germany): both are counted. Null when PROJ cannot place the origin.
 */
export function mapConversionPlace(
  conversion: MapConversion,
  definition: string,
): ModelPlace | null {
  let converter: Converter;
  try {
    converter = proj4(definition, 'EPSG:4326');
  } catch {
    return null;
  }
  const { eastings, northings } = conversion;
  const forward = (xy: [number, number]) => converter.forward(xy) as [number, number];
  const [lng, lat] = forward([eastings, northings]);
  // 100 m up the grid: the grid's north as a bearing, clockwise from true north.
  const [northLng, northLat] = forward([eastings, northings + 100]);
  if (![lng, lat, northLng, northLat].every(Number.isFinite) || Math.abs(lat) > 85) return null;
  // Far outside a projection's domain PROJ answers a point that does not map back.
  const [backE, backN] = converter.inverse([lng, lat]) as [number, number];
  if (!(Math.hypot(backE - eastings, backN - northings) < 1)) return null;
  const gridNorth =
    Math.atan2((northLng - lng) * Math.cos(lat / DEGREES), northLat - lat) * DEGREES;
  return {
    lng,
    lat,
    height: conversion.height,
    // The project's y axis (its north) is `rotation` left of the grid's north, as its x axis is
    // of the grid's east.
    heading: gridNorth - conversion.rotation,
    scale: conversion.scale,
    ...(conversion.scaleY !== undefined ? { scaleY: conversion.scaleY } : {}),
    ...(conversion.scaleZ !== undefined ? { scaleZ: conversion.scaleZ } : {}),
  };
}
