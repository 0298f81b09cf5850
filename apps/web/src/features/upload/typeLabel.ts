import type { TFunction } from 'i18next';

const KNOWN = ['attachment', 'vector', 'raster', 'photo', 'zip'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (type: string): type is Known => (KNOWN as readonly string[]).includes(type);

/** A file type of the catalogue in the interface language; an unknown one by its name. */
export function typeLabel(t: TFunction, type: string): string {
  return isKnown(type) ? t(`upload.types.${type}`) : type;
}
