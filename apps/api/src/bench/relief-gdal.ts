/**
 * The relief bench's baseline: GDAL doing what the relief tiles do, tile by tile in one Python
 * process (no process start per tile): the COG warped to the tile's 256 + 2 px grid (bilinear),
 * `gdaldem hillshade` (Horn, sun at 315° and 45°) and `gdaldem color-relief` along the terrain
 * ramp, blended as the server blends them (45 % ambient), written as WebP. Prints the median
 * milliseconds a tile and the mean kilobytes a tile.
 * argv: cog min max runs box...
 */
import { RAMPS } from '@waymark/contract';

const stops = RAMPS.terrain.map(([t, hex]) => {
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  return `${t} ${r} ${g} ${b}`;
});

export const gdalReliefScript = `
import sys, time
import numpy as np
from osgeo import gdal
gdal.UseExceptions()
cog, lo, hi, runs = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
boxes = [[float(v) for v in b.split(',')] for b in sys.argv[5:]]
stops = ${JSON.stringify(stops)}
ramp = '/vsimem/ramp.txt'
gdal.FileFromMemBuffer(ramp, '\\n'.join(
    f"{lo + float(s.split()[0]) * (hi - lo)} {' '.join(s.split()[1:])}" for s in stops
) + '\\nnv 0 0 0 0\\n')
def tile(box):
    res = (box[2] - box[0]) / 256
    src = gdal.Warp('', cog, format='MEM', dstSRS='EPSG:3857', resampleAlg='bilinear',
                    outputBounds=[box[0] - res, box[1] - res, box[2] + res, box[3] + res],
                    width=258, height=258, dstNodata=float('nan'))
    shade = gdal.DEMProcessing('', src, 'hillshade', format='MEM', azimuth=315, altitude=45,
                               computeEdges=True).ReadAsArray()[1:-1, 1:-1] / 255.0
    colour = gdal.DEMProcessing('', src, 'color-relief', format='MEM', colorFilename=ramp,
                                addAlpha=True).ReadAsArray()[:, 1:-1, 1:-1].astype(np.float32)
    light = 0.45 + 0.55 * shade
    colour[:3] *= light
    mem = gdal.GetDriverByName('MEM').Create('', 256, 256, 4, gdal.GDT_Byte)
    for i in range(4):
        mem.GetRasterBand(i + 1).WriteArray(colour[i].astype(np.uint8))
    gdal.GetDriverByName('WEBP').CreateCopy('/vsimem/t.webp', mem, options=['QUALITY=80'])
    size = gdal.VSIStatL('/vsimem/t.webp').size
    gdal.Unlink('/vsimem/t.webp')
    return size
for b in boxes: tile(b)
times, size = [], 0
for r in range(runs):
    size = 0
    start = time.perf_counter()
    for b in boxes: size += tile(b)
    times.append((time.perf_counter() - start) * 1000 / len(boxes))
print(f"{sorted(times)[len(times) // 2]} {size / len(boxes) / 1024}")
`;
