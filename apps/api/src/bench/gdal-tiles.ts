import { spawn } from 'node:child_process';
import { tileBox, type TileAddress } from '../tiles/tile-math.js';

/**
 * The other renderer the design names: GDAL as a child process per tile. gdal_translate cuts
 * the tile's window out of the COG (it picks the overview itself), resamples bilinearly to
 * 256², adds the mask as alpha and writes PNG to stdout. Returns the PNG's size.
 */
export function gdalTile(cogPath: string, tile: TileAddress): Promise<number> {
  const box = tileBox(tile);
  const args = [
    ...['-q', '-of', 'PNG', '-r', 'bilinear', '-outsize', '256', '256'],
    ...['-b', '1', '-b', '2', '-b', '3', '-b', 'mask'],
    ...['-projwin', String(box.minX), String(box.maxY), String(box.maxX), String(box.minY)],
    cogPath,
    '/vsistdout/',
  ];
  return new Promise((resolve) => {
    const child = spawn('gdal_translate', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let size = 0;
    child.stdout.on('data', (c: Buffer) => (size += c.length));
    child.on('close', (code) => resolve(code === 0 ? size : -1));
  });
}
