import type { PackArchiveRead, PackRead } from '@waymark/contract/pack';

/** A ready archive of a pack (the Contours' vector tiles unless told otherwise). */
export function packArchive(overrides: Partial<PackArchiveRead> = {}): PackArchiveRead {
  return {
    layer: 4,
    name: 'Contours',
    kind: 'vector',
    data_version: 1,
    status: 'ready',
    progress: 100,
    tiles: 10,
    bytes: 100,
    error: null,
    url: '/a',
    url_expires: null,
    ...overrides,
  };
}

/** A ready pack of the demo map (map 3) at zooms 14–15, of the archives given. */
export function packRead(
  overrides: Partial<PackRead> = {},
  archives: PackArchiveRead[] = [packArchive()],
): PackRead {
  return {
    id: 9,
    map: 3,
    map_name: 'Demo map',
    share: null,
    bbox: [0, 0, 1, 1],
    zoom_min: 14,
    zoom_max: 15,
    attachments: false,
    status: 'ready',
    progress: 100,
    tiles: archives.reduce((sum, archive) => sum + archive.tiles, 0),
    bytes: archives.reduce((sum, archive) => sum + (archive.bytes ?? 0), 0),
    current: true,
    created_at: '2026-11-29T10:00:00Z',
    archives,
    abilities: { view: true, delete: true },
    ...overrides,
  };
}
