import { open } from 'node:fs/promises';

/**
 * Pixel size of a JPEG from its SOF marker. EXIF's ImageWidth/Height describe the camera's
 * original and survive resizing (a 1012x759 copy still says 4048x3036), so they cannot be
 * trusted. Walks the marker segments without reading the compressed data. Returns null when
 * the file is not a JPEG.
 */
export async function jpegSize(
  filePath: string,
): Promise<{ width: number; height: number } | null> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    const read = async (position: number, length: number): Promise<Buffer | null> => {
      const buffer = length === 4 ? head : Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return bytesRead === length ? buffer : null;
    };
    const soi = await read(0, 2);
    if (!soi || soi[0] !== 0xff || soi[1] !== 0xd8) return null;
    let position = 2;
    // A JPEG has a few dozen segments at most; the cap stops a crafted file from looping.
    for (let segments = 0; segments < 1000; segments++) {
      const marker = await read(position, 4);
      if (!marker || marker[0] !== 0xff) return null;
      const type = marker[1]!;
      if (type === 0xff) {
        position += 1; // fill byte
        continue;
      }
      const length = marker.readUInt16BE(2);
      // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
      if (type >= 0xc0 && type <= 0xcf && type !== 0xc4 && type !== 0xc8 && type !== 0xcc) {
        const frame = await read(position + 4, 5);
        if (!frame) return null;
        return { height: frame.readUInt16BE(1), width: frame.readUInt16BE(3) };
      }
      if (type === 0xd9 || type === 0xda) return null; // end of image / scan before any frame
      position += 2 + length;
    }
    return null;
  } finally {
    await handle.close();
  }
}
